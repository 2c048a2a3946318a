import type { FastifyRequest } from 'fastify';
import type { LoggedInUser, LoginLookup } from '../auth/login';
import { networkOf } from './anonymous-network';

/** Who a quota belongs to: the account when logged in, the device (and its network) otherwise. */
export interface QuotaVisitor {
  user?: LoggedInUser;
  /** `u:<qbid>` or `g:<guid>`: the two kinds can never collide. */
  subject: string;
  qbid?: string;
  /** The client network of a visitor who is not logged in, whose anonymous uses it bounds. */
  network?: string;
}

export async function quotaVisitorOf(login: LoginLookup, request: FastifyRequest): Promise<QuotaVisitor> {
  const user = await login(request);
  return user ? { user, subject: `u:${user.qbid}`, qbid: user.qbid } : { subject: `g:${request.guid}`, network: networkOf(request.ip) };
}
