/**
 * The check-ctk call on the login domain (spec §7): a host that holds the session's refresh
 * token (`ctk`) trades it for a fresh login token. It only reads: the session, its cookies
 * and its refresh token stay as they are, and any mismatch answers a non-zero ret.
 */
import { ERROR_CODES, ERROR_MESSAGES, checkCtkQuerySchema, type CheckCtkResponse, type LoginType } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { issueLoginToken } from './login-token';
import { userOfRefreshToken } from './sessions';

const refused: CheckCtkResponse = { ret: ERROR_CODES.LOGIN_REQUIRED, msg: ERROR_MESSAGES[ERROR_CODES.LOGIN_REQUIRED]['zh-CN'] };

export function checkCtkRoute(app: FastifyInstance, { db, secret, clock }: ServerContext, appidOf: (type: LoginType) => string) {
  app.get('/login/checkctk', async (request, reply): Promise<CheckCtkResponse> => {
    reply.header('cache-control', 'no-store');
    const query = checkCtkQuerySchema.safeParse(request.query ?? {});
    if (!query.success) return refused;
    const { ctk, openid, clientid } = query.data;
    const now = clock();
    const user = await userOfRefreshToken(db, ctk, now);
    // The ctk alone is not enough: it must be this person's, for this app.
    if (!user || user.openid !== openid || appidOf(user.logintype) !== clientid) return refused;
    return { ret: 0, data: { token: issueLoginToken(secret, { sessionId: user.sessionId, guid: request.guid }, now).token, logintype: user.logintype } };
  });
}
