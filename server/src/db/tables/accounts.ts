/** Tables of login and sessions (migration 003_accounts). */
export interface AccountTables {
  /** One row per person per provider account. */
  account: AccountTable;
  session: SessionTable;
}

export interface AccountTable {
  /** The hub's user id, handed to the browser as `qbid`. */
  qbid: string;
  /** 'qq' or 'wx' */
  provider: string;
  /** The provider's id of the person for our app (QQ openid / WeChat openid). */
  openid: string;
  nickname: string;
  logo: string;
  created_at: number;
  updated_at: number;
}

/** A login on one browser. Only hashes of its tokens are kept. */
export interface SessionTable {
  id: string;
  /** sha256 of the `token` cookie (HttpOnly). */
  token_hash: string;
  /** sha256 of the `refresh_token` cookie, also the `ctk` of the check-ctk call. */
  refresh_hash: string;
  qbid: string;
  /** The device the login happened on. */
  guid: string;
  logintype: string;
  created_at: number;
  expires_at: number;
  /** Set by logout (or a new login on the same browser); the token is refused from then on. */
  revoked_at: number | null;
}
