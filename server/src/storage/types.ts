/**
 * What the rest of the server knows of object storage. The bytes live in the embedded store
 * (a folder under DATA_DIR that answers the COS object protocol) or in Tencent COS; the
 * `stored_object` table says who owns each object and until when it is kept.
 */

/** Serialisable, so task workers (threads or processes) open the same store with `openObjectStore`. */
export type StorageSettings =
  | {
      kind: 'embedded';
      /** The store's folder (`<DATA_DIR>/objects`). */
      dir: string;
      bucket: string;
      region: string;
    }
  | {
      kind: 'cos';
      bucket: string;
      region: string;
      secretId: string;
      secretKey: string;
      /**
       * Another endpoint than `<bucket>.cos.<region>.myqcloud.com`, as the SDK's `Domain` option
       * (`{Bucket}` and `{Region}` are filled in): a private endpoint, or the embedded store of
       * another hub (`http://host/cos/<bucket>`).
       */
      domain?: string;
      protocol?: 'http:' | 'https:';
    };

/** Bytes in and out of the store, by object key. */
export interface ObjectStore {
  readonly bucket: string;
  readonly region: string;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deleting an object that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export type ObjectKind = 'upload' | 'result';

export interface StoredObject {
  key: string;
  owner: string;
  kind: ObjectKind;
  size: number;
  contentType: string;
}

export interface Storage {
  settings: StorageSettings;
  store: ObjectStore;
  /** Records an object's owner and expiry (OBJECT_TTL_SECONDS from `now`, epoch ms). Recording a key again renews it. */
  record(object: StoredObject, now: number): Promise<void>;
  /** The owner of a live object, or undefined when it is unknown or expired (`now` in epoch ms). */
  ownerOf(key: string, now: number): Promise<string | undefined>;
  /**
   * A time-limited download URL of an object: on `origin` (the hub's, e.g.
   * `https://hub.example`) for the embedded store, on COS's own host otherwise.
   */
  signedUrl(key: string, origin: string, ttlSeconds: number): string;
  /** Deletes expired objects and their rows (`now` in epoch ms); answers how many went. */
  sweep(now: number): Promise<number>;
}
