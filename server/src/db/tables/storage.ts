/** Tables of object storage (migration 006_storage). */
export interface StorageTables {
  stored_object: StoredObjectTable;
}

/**
 * One object in storage: who owns it and until when it is kept. The bytes live in the
 * embedded store's folder or in Tencent COS; this row is what the sweeper and the ownership
 * checks read.
 */
export interface StoredObjectTable {
  /** The object key, e.g. `uploads/<owner hash>/<day>/<random>.png`. */
  key: string;
  bucket: string;
  /** `u:<qbid>` or `g:<guid>`, as the quota's subject. */
  owner: string;
  /** 'upload' (a visitor's file) or 'result' (a task's output). */
  kind: string;
  size: number;
  content_type: string;
  created_at: number;
  expires_at: number;
}
