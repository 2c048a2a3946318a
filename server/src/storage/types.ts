/**
 * What the rest of the server knows of object storage. The bytes live in the embedded store
 * (a folder under DATA_DIR that answers the COS object protocol) or in Tencent COS; the
 * `stored_object` table says who owns each object and until when it is kept.
 */

/** Serialisable, so task workers (threads or processes) open the same store. */
export type StorageSettings =
  | { kind: 'embedded'; dir: string; bucket: string; region: string }
  | { kind: 'cos'; bucket: string; region: string; secretId: string; secretKey: string };

/** Bytes in and out of the store, by object key. */
export interface ObjectStore {
  readonly bucket: string;
  readonly region: string;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
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
  /** Records an object's owner and expiry (OBJECT_TTL_SECONDS from `now`). */
  record(object: StoredObject, now: number): Promise<void>;
  /** The owner of a live object, or undefined when it is unknown or expired. */
  ownerOf(key: string, now: number): Promise<string | undefined>;
  /** A time-limited download URL of an object, on `origin` (the hub's, for the embedded store). */
  signedUrl(key: string, origin: string, ttlSeconds: number): string;
  /** Deletes expired objects and their rows; answers how many went. */
  sweep(now: number): Promise<number>;
}
