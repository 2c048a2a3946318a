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
  const user = await login(request);
  return user ? { subject: `u:${user.qbid}`, qbid: user.qbid } : { subject: `g:${request.guid}`, network: networkOf(request.ip) };
}
