import type { FastifyRequest } from 'fastify';
import type { LoginLookup } from '../auth/login';
import { networkOf } from '../http/client-network';
import type { QuotaSubject } from './left-uses';

/**
 * Who a quota belongs to: the account when logged in (`u:<qbid>`), the device otherwise
 * (`g:<guid>`, the two kinds never collide), with the client network that bounds its
 * anonymous uses.
 */
export async function quotaVisitorOf(login: LoginLookup, request: FastifyRequest): Promise<QuotaSubject> {
  return quotaVisitorOfAccount((await login(request))?.qbid, request);
}

/** The same, once the account logged in (if any) is known. */
export const quotaVisitorOfAccount = (qbid: string | undefined, request: FastifyRequest): QuotaSubject =>
  qbid ? { subject: accountSubject(qbid), qbid } : { subject: `g:${request.guid}`, network: networkOf(request.ip) };

/** The quota subject of an account. */
export const accountSubject = (qbid: string) => `u:${qbid}`;
