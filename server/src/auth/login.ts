/**
 * Who is logged in. The login module (`../login`) owns sessions and answers this for every
 * other part of the server through a `LoginLookup`.
 */
import type { LoginType } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';

export interface LoggedInUser {
  qbid: string;
  /** 'qq' or 'wx' on the open web. */
  logintype: LoginType;
  /** The provider's id of the person (account_id on the wire). */
  openid: string;
  appid: string;
  nickname: string;
  logo: string;
  /** The session this request rides on (its id, never its token). */
  sessionId: string;
}

/** Resolves the logged-in user of a request, or undefined for an anonymous visitor. */
export type LoginLookup = (request: FastifyRequest) => Promise<LoggedInUser | undefined>;

export const anonymousOnly: LoginLookup = async () => undefined;

/**
 * The account (qbid) of a request's live login, or undefined: for reads that need no more than
 * whose they are, which the login module may answer from the read cache (login/sessions.ts).
 */
export type AccountLookup = (request: FastifyRequest) => Promise<string | undefined>;
