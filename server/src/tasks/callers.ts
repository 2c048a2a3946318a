/**
 * Who calls a task route (spec §3 "Tool task request", auth_type): 0 the page's own session
 * (the login cookie, or just the device), 1 the login token of `login_auth_info`, 3 the tool
 * token of `token_auth_info`. The caller's account owns the task when there is one, the
 * device otherwise, exactly as the quota's subject.
 */
import { ERROR_CODES, TASK_AUTH_TYPES, type BackendLoginParam } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { LoggedInUser } from '../auth/login';
import type { LoggedInContext } from '../context';
import { networkOf } from '../http/client-network';
import { ApiError } from '../http/errors';
import { appidOf } from '../login/appids';
import { userOfLoginToken } from '../login/login-token';
import { userOfSession } from '../login/sessions';
import { verifyToolToken } from './tool-token';
import type { TaskRow } from './task-rows';

export interface Caller {
  user?: LoggedInUser;
  guid: string;
  /** `u:<qbid>` or `g:<guid>`. */
  owner: string;
  /** The client network of an anonymous caller: its anonymous free uses are bounded too. */
  network?: string;
}

export interface TaskAuth {
  auth_type: number;
  auth_info: { login_auth_info?: BackendLoginParam; token_auth_info?: { token: string } };
  /** The tool the request names; a tool token must be for it. */
  tool_id?: number;
}

const loginRequired = () => new ApiError(403, ERROR_CODES.LOGIN_REQUIRED);

async function userOf(ctx: LoggedInContext, request: FastifyRequest, auth: TaskAuth): Promise<LoggedInUser | undefined> {
  if (auth.auth_type === TASK_AUTH_TYPES.login) {
    const login = auth.auth_info.login_auth_info;
    if (!login) throw loginRequired();
    const user = await userOfLoginToken(ctx.db, { secret: ctx.secret, token: login.token.token, guid: request.guid, now: ctx.clock(), appidOf: appidOf(ctx.config) });
    // The token speaks for one account: a login parameter naming another is not that account's.
    if (!user || user.qbid !== login.userQbid) throw loginRequired();
    return user;
  }
  if (auth.auth_type === TASK_AUTH_TYPES.token) {
    const claims = verifyToolToken(ctx.secret, auth.auth_info.token_auth_info?.token ?? '', Date.now());
    const forThisCall = claims && claims.guid === request.guid && (auth.tool_id === undefined || claims.toolId === auth.tool_id);
    if (!claims || !forThisCall) throw new ApiError(401, ERROR_CODES.SERVICE, 'invalid tool token');
    if (!claims.sessionId) return undefined;
    // Issued to a login session that has ended since: log in again.
    return (await userOfSession(ctx.db, claims.sessionId, ctx.clock())) ?? Promise.reject(loginRequired());
  }
  return ctx.login(request);
}

export async function callerOf(ctx: LoggedInContext, request: FastifyRequest, auth: TaskAuth): Promise<Caller> {
  const user = await userOf(ctx, request, auth);
  return user ? { user, guid: request.guid, owner: `u:${user.qbid}` } : { guid: request.guid, owner: `g:${request.guid}`, network: networkOf(request.ip) };
}

/** Only the owner reads a task: its account, or for a device's task that device. */
export const mayRead = (task: Pick<TaskRow, 'qbid' | 'guid'>, caller: Caller) =>
  task.qbid !== null ? caller.user?.qbid === task.qbid : caller.guid === task.guid;
