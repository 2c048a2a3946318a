/**
 * The common request wrapper of spec §7 (over http.ts): POST + JSON sent as text/plain by
 * default, GET as a query string, form-data as multipart; Authorization and Timestamp
 * headers; userInfo appended; retries with exponential delay; the error rules of §8.
 */
import type { AxiosProgressEvent } from 'axios';
import {
  ERROR_MESSAGES,
  INVALID_TIMESTAMP,
  INVALID_TIMESTAMP_ALERT,
  REQUEST_RETRIES,
  RETRY_BASE_DELAY_MS,
  parseErrorBody,
} from '@toolhub/contracts';
import { sdkConfig } from './config';
import { alertDialog } from './dialog';
import { getDeviceInfo } from './device';
import { getLocale } from './i18n';
import { ensureToken, invalidateToken } from './token';
import { hostLoginHeaders } from './host/login-token';
import { CallError, exchange, type Answer } from './http';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  format?: 'json' | 'form-data';
  data?: Record<string, unknown> | FormData;
  /** Appends `userInfo {guid, qimei36, qua2}`; on by default. */
  appendUserInfo?: boolean;
  /** Never alert on failure (the caller shows its own message). */
  silent?: boolean;
  retries?: number;
  signal?: AbortSignal;
  timeout?: number;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Extra headers (an Idempotency-Key, the gateway's q-h5-type); they win over the defaults. */
  headers?: Record<string, string>;
}

/** What a failed call returns instead of a body (spec §8). */
export interface ApiFailure {
  imgApiError: true;
  errMsg: string;
  /** The catalogue code read from the body, when there was one. */
  code?: number;
  status?: number;
}

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && (value as ApiFailure).imgApiError === true;

/** Calls whose failures are only logged, never alerted (spec §8). */
const QUIET_PATHS = ['/cgi-bin/tools/get_statistics', '/cgi-bin/tools/report'];
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

const DEFAULT_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function shouldRetry(error: unknown, method: string): boolean {
  if (!(error instanceof CallError) || error.canceled) return false;
  if (error.status === undefined) return true; // network error: nothing came back
  return error.status >= 500 && IDEMPOTENT.has(method);
}

function withUserInfo(options: RequestOptions): RequestOptions['data'] {
  const { data, appendUserInfo = true } = options;
  if (!appendUserInfo) return data;
  const { guid, qimei36, qua2 } = getDeviceInfo();
  const userInfo = { guid, qimei36, qua2 };
  if (data instanceof FormData) {
    data.set('userInfo', JSON.stringify(userInfo));
    return data;
  }
  return { ...data, userInfo };
}

async function send(url: string, options: RequestOptions, token: string): Promise<Answer> {
  const method = options.method ?? 'POST';
  const data = withUserInfo(options);
  url = `${sdkConfig.baseURL}${url}`;
  const headers: Record<string, string> = {
    // In a web view of the browser host: the login token it traded for (spec §6's access-token alternative).
    ...hostLoginHeaders(),
    Authorization: token,
    Timestamp: String(Math.floor(Date.now() / 1000)),
  };
  if (method === 'GET') {
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries((data as Record<string, unknown>) ?? {})) {
      if (value === undefined || value === null) continue;
      params[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
    return exchange({ method, url, params, headers: { ...headers, ...options.headers }, signal: options.signal, timeout: options.timeout ?? DEFAULT_TIMEOUT_MS });
  }
  let body: string | FormData;
  if (options.format === 'form-data') {
    const form = data instanceof FormData ? data : new FormData();
    if (!(data instanceof FormData)) {
      for (const [key, value] of Object.entries(data ?? {})) {
        if (value === undefined || value === null) continue;
        form.append(key, value instanceof Blob ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
    }
    body = form; // the browser sets the multipart boundary
  } else {
    headers['Content-Type'] = 'text/plain;charset=UTF-8';
    body = JSON.stringify(data ?? {});
  }
  return exchange({
    method,
    url,
    body,
    headers: { ...headers, ...options.headers },
    signal: options.signal,
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    onUploadProgress: options.onUploadProgress,
  });
}

/**
 * Tells the visitor about a refusal in place of the catalogue's alert. Given the call's data
 * (a scene, say) and the alert itself, for a handler that finds it true after all.
 */
export type RefusalHandler = (failure: ApiFailure, call: { url: string; data: RequestOptions['data'] }, alert: () => void) => void;

/**
 * Who tells a refusal, by catalogue code: 1101 (log in) and 2 (the day's uses are gone) are
 * told by refused-use.ts, which knows whether the visitor is logged in. One handler a code.
 */
const refusalHandlers = new Map<number, RefusalHandler>();
export function handleRefusal(code: number, handler: RefusalHandler): void {
  refusalHandlers.set(code, handler);
}

function isLocalhost() {
  return globalThis.location?.hostname === 'localhost';
}

/** Turns a failed call into the spec's `{imgApiError, errMsg}` and shows the alert. */
function fail(url: string, error: unknown, { silent, data }: RequestOptions): ApiFailure {
  const locale = getLocale();
  const response = error instanceof CallError && error.status !== undefined ? { status: error.status } : undefined;
  const body: unknown = error instanceof CallError ? error.data : undefined;
  const parsed = parseErrorBody(body);
  let errMsg: string;
  if (typeof body === 'string' && body.includes(INVALID_TIMESTAMP)) {
    errMsg = INVALID_TIMESTAMP_ALERT[locale];
  } else if (parsed) {
    // The server's message is zh-CN; an en page shows the catalogue's en text for the code.
    const catalogue = ERROR_MESSAGES[parsed.code];
    errMsg = (locale === 'en' && catalogue?.en) || parsed.message || catalogue?.['zh-CN'] || String(body);
  } else if (response) {
    errMsg = `[${response.status}] ${typeof body === 'string' ? body : JSON.stringify(body ?? '')}`;
  } else {
    errMsg = error instanceof Error ? error.message : String(error);
  }
  const failure: ApiFailure = { imgApiError: true, errMsg, code: parsed?.code, status: response?.status };
  // A cancelled call is the caller's own doing: nothing to tell the visitor.
  const cancelled = error instanceof CallError && error.canceled;
  const quiet = silent || cancelled || QUIET_PATHS.some((p) => url.startsWith(p)) || isLocalhost();
  const alert = () => void alertDialog(locale === 'en' ? 'Tip' : '提示', errMsg);
  const handler = parsed ? refusalHandlers.get(parsed.code) : undefined;
  if (quiet) {
    console.warn('[toolhub] request failed', url, failure);
  } else if (handler) {
    handler(failure, { url, data }, alert);
  } else {
    alert();
  }
  return failure;
}

/**
 * Sends one call. The body is returned only on HTTP 200; anything else returns an
 * `ApiFailure` (and alerts, unless quiet). Waits for the token when one is being fetched.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T | ApiFailure> {
  const method = options.method ?? 'POST';
  const retries = options.retries ?? REQUEST_RETRIES;
  let tokenRenewed = false;
  for (let attempt = 0; ; attempt++) {
    try {
      const token = await ensureToken();
      const response = await send(url, options, token);
      return response.data as T;
    } catch (error) {
      const status = error instanceof CallError ? error.status : undefined;
      // An expired or unknown token is renewed once, transparently.
      if (status === 401 && !tokenRenewed) {
        tokenRenewed = true;
        invalidateToken();
        continue;
      }
      if (attempt < retries && shouldRetry(error, method)) {
        await sleep(RETRY_BASE_DELAY_MS * 2 ** attempt);
        continue;
      }
      return fail(url, error, options);
    }
  }
}

export const api = {
  request,
  get: <T>(url: string, params?: Record<string, unknown>, options: Omit<RequestOptions, 'method' | 'data'> = {}) =>
    request<T>(url, { ...options, method: 'GET', data: params }),
  post: <T>(url: string, data?: RequestOptions['data'], options: Omit<RequestOptions, 'method' | 'data'> = {}) =>
    request<T>(url, { ...options, method: 'POST', data }),
};
