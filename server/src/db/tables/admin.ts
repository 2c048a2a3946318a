/** The ops page's sessions (migration 011_admin_sessions). */
export interface AdminTables {
  admin_session: AdminSessionTable;
}

/** One signed-in ops page; the session id itself is never stored, only its sha256. */
export interface AdminSessionTable {
  /** sha256 hex of the random id in the HttpOnly cookie. */
  id_hash: string;
  /** The name given at sign-in (may be empty): the audit log's actor for the session's changes. */
  actor: string;
  created_at: number;
  expires_at: number;
}
