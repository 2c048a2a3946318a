import type { FastifyRequest } from 'fastify';
import type { LoggedInUser, LoginLookup } from '../auth/login';

/** Who a quota belongs to: the account when logged in, the device otherwise. */
export interface QuotaVisitor {
  user?: LoggedInUser;
  /** `u:<qbid>` or `g:<guid>`: the two kinds can never collide. */
  subject: string;
}

export async function quotaVisitorOf(login: LoginLookup, request: FastifyRequest): Promise<QuotaVisitor> {
  const user = await login(request);
  return { user, subject: user ? `u:${user.qbid}` : `g:${request.guid}` };
}
