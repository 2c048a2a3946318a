/** The ops page's sessions (migration 011_admin_sessions), ops people and teams (014_ops_people). */
export interface AdminTables {
  admin_session: AdminSessionTable;
  ops_person: OpsPersonTable;
  ops_team: OpsTeamTable;
  ops_team_remote: OpsTeamRemoteTable;
}

/** One signed-in ops page; the session id itself is never stored, only its HMAC (registry/admin-sessions.ts). */
export interface AdminSessionTable {
  /** HMAC-SHA256 (hex), keyed by the admin token, of the random id in the HttpOnly cookie: a new token matches none. */
  id_hash: string;
  /** The audit log's actor for the session's changes: the person's name, or `admin-token`. */
  actor: string;
  /** The person signed in (their role is read at each call); null: signed in with the admin token. */
  person: string | null;
  created_at: number;
  expires_at: number;
}

/** An ops person (registry/ops-people.ts). */
export interface OpsPersonTable {
  name: string;
  /** viewer | releaser | admin */
  role: string;
  /** `scrypt$N$r$p$<salt>$<hash>` (base64url): never the password itself (registry/passwords.ts). */
  password: string;
  created_at: number;
  updated_at: number;
}

/** A tool team; its token is stored as a sha256 only, and is null once revoked. */
export interface OpsTeamTable {
  name: string;
  token_hash: string | null;
  /** The token's first characters, so ops tell one from another without it. */
  token_hint: string | null;
  token_created_at: number | null;
  created_at: number;
}

/** Which team owns a remote: only that team's token publishes it. */
export interface OpsTeamRemoteTable {
  remote: string;
  team: string;
}
