/** Tables of login, sessions and the sandbox login providers (migration 003_accounts). */
export interface AccountTables {
  /** One row per person per provider account. */
  account: AccountTable;
  session: SessionTable;
  login_state: LoginStateTable;
  sandbox_grant: SandboxGrantTable;
  sandbox_access_token: SandboxAccessTokenTable;
  sandbox_qr_login: SandboxQrLoginTable;
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

/**
 * An OAuth `state` on its way through a provider: bound to the browser (its guid and the
 * `login_state` cookie) and accepted once, within its lifetime.
 */
export interface LoginStateTable {
  /** sha256 of the state; the state itself is only in the cookie and the provider's URLs. */
  state_hash: string;
  guid: string;
  /** 'qq' or 'wx' */
  provider: string;
  /** The hub path and search to come back to, already checked to be same-origin. */
  redirect: string;
  search: string;
  /** The redirect_uri sent to the provider; the code exchange must repeat it exactly. */
  callback_url: string;
  created_at: number;
  /** Set by the one callback that accepts the state. */
  used_at: number | null;
  /** sha256 of the session token the browser had when the login started: the session it replaces. */
  replaces_token_hash: string | null;
}

/** Sandbox providers: an authorization code issued to a person for an app, used once. */
export interface SandboxGrantTable {
  /** sha256 of the code. */
  code_hash: string;
  /** 'qq' or 'wx' */
  provider: string;
  appid: string;
  redirect_uri: string;
  openid: string;
  /** WeChat's cross-app id; empty for QQ. */
  unionid: string;
  nickname: string;
  logo: string;
  created_at: number;
  used_at: number | null;
}

/** Sandbox providers: an access token a code was exchanged for. */
export interface SandboxAccessTokenTable {
  /** sha256 of the token. */
  token_hash: string;
  provider: string;
  appid: string;
  openid: string;
  unionid: string;
  nickname: string;
  logo: string;
  expires_at: number;
}

/** Sandbox WeChat: one QR code of the qrconnect page, from shown to scanned to confirmed. */
export interface SandboxQrLoginTable {
  uuid: string;
  appid: string;
  redirect_uri: string;
  /** 'waiting' | 'scanned' | 'confirmed' | 'cancelled' */
  status: string;
  /** The code handed to the polling page once confirmed (the grant row holds its hash). */
  code: string | null;
  created_at: number;
  updated_at: number;
}
