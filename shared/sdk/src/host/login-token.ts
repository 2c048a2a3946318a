/**
 * The login token a web view of the browser host got from check-ctk (host/login.ts), sent on
 * every API call as the access-token alternative (LOGIN_TOKEN_HEADER). Memory only: a reload
 * trades the host's ctk again.
 */
import { LOGIN_TOKEN_HEADER } from '@toolhub/contracts';

let token: string | undefined;

export const setHostLoginToken = (value: string | undefined) => {
  token = value;
};

export const hostLoginHeaders = (): Record<string, string> => (token ? { [LOGIN_TOKEN_HEADER]: token } : {});
