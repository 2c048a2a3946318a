/** The ops page's sessions (migration 011_admin_sessions). */
export interface AdminTables {
  admin_session: AdminSessionTable;
}

/** One signed-in ops page; the session id itself is never stored, only its HMAC (registry/admin-sessions.ts). */
export interface AdminSessionTable {
  /** HMAC-SHA256 (hex), keyed by the admin token, of the random id in the HttpOnly cookie: a new token matches none. */
  id_hash: string;
  /** The name given at sign-in (may be empty): the audit log's actor for the session's changes. */
  actor: string;
  created_at: number;
  expires_at: number;
}
