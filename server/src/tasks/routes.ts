/**
 * The task calls (spec §7 "Proxy tasks", "Convert and PDF", "Tools"): the proxy's token,
 * create and query with the task request entity, the plain convert/PDF create and query that
 * ride on the page's session, and the image family's `/cgi-bin/tools/<name>` calls. One engine
 * answers them all.
 */
import {
  IDEMPOTENCY_KEY_HEADER,
  TASK_CALL_INPUTS,
  TASK_QUERY_CALLS,
  TASK_TOOL_CALLS,
  TASK_AUTH_TYPES,
  simpleTaskQuerySchema,
  simpleTaskRequestSchema,
  taskIdOfQuery,
  toolTaskQuerySchema,
  toolTaskRequestSchema,
  toolTokenRequestSchema,
  type TaskView,
  type ToolTaskResponse,
} from '@toolhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { badRequest, ok, parseInput } from '../http/errors';
import { publicOrigin } from '../http/public-origin';
import { callerOf } from './callers';
import type { TaskEngineContext } from './context';
import type { TaskService } from './service';
import type { TaskRow } from './task-rows';
import { issueToolToken } from './tool-token';
import { filesOf, taskView, toolTaskResponse } from './views';

const PLAIN_CREATE_PATHS = ['/cgi-bin/convert/createtask', '/api/pdfconvert/createPdfTask'];
const PLAIN_QUERY_PATHS = ['/cgi-bin/convert/querytask', '/api/pdfconvert/queryPdfTask'];
const SESSION_AUTH = { auth_type: TASK_AUTH_TYPES.none, auth_info: {} };

/**
 * Whether the client that sent the request is still connected to hear its answer. The socket
 * tells (the request stream itself counts as destroyed once its body has been read).
 */
const stillListening = (request: FastifyRequest) => () => request.raw.socket?.destroyed !== true;

const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  return typeof header === 'string' ? header : undefined;
};

export function registerTaskRoutes(app: FastifyInstance, ctx: TaskEngineContext, service: TaskService): void {
  const proxyAnswer = (request: FastifyRequest, task: TaskRow): ToolTaskResponse =>
    toolTaskResponse(task, filesOf(task, ctx.storage, publicOrigin(ctx.config, request)));
  const plainAnswer = (request: FastifyRequest, task: TaskRow): { ret: number; data: TaskView } =>
    ok(taskView(task, filesOf(task, ctx.storage, publicOrigin(ctx.config, request))));

  app.post('/toolproxy/v1/token', async (request) => {
    const { req_header } = parseInput(toolTokenRequestSchema, request.body);
    const user = await ctx.login(request);
    const { token, expiresAt } = issueToolToken(ctx.secret, { toolId: req_header.tool_id, guid: request.guid, sessionId: user?.sessionId }, Date.now());
    return { rsp_header: { ret_code: 0, reason: '' }, data: { token, expires_at: expiresAt } };
  });

  app.post('/toolproxy/v1/create', async (request) => {
    const { business_data, req_header, is_async, auth_type } = parseInput(toolTaskRequestSchema, request.body);
    // A type the hub cannot run is the first thing to say, before who is asking.
    service.handlerFor(business_data.type);
    const caller = await callerOf(ctx, request, { auth_type, auth_info: req_header.auth_info, tool_id: req_header.tool_id });
    const task = await service.create({
      type: business_data.type,
      toolId: req_header.tool_id,
      scene: req_header.bussiness_info.scene,
      data: business_data.data,
      isAsync: is_async,
      caller,
      idempotencyKey: idempotencyKeyOf(request),
      stillListening: stillListening(request),
    });
    return proxyAnswer(request, task);
  });

  app.post('/toolproxy/v1/query', async (request) => {
    const query = parseInput(toolTaskQuerySchema, request.body);
    const taskId = taskIdOfQuery(query);
    if (!taskId) throw badRequest('task_id is required');
    const caller = await callerOf(ctx, request, { auth_type: query.auth_type, auth_info: query.req_header?.auth_info ?? {}, tool_id: query.req_header?.tool_id });
    return proxyAnswer(request, await service.read(taskId, caller, { waitMs: query.wait_ms, stillListening: stillListening(request) }));
  });

  for (const path of PLAIN_CREATE_PATHS) {
    app.post(path, async (request) => {
      const body = parseInput(simpleTaskRequestSchema, request.body);
      service.handlerFor(body.type);
      const caller = await callerOf(ctx, request, SESSION_AUTH);
      const task = await service.create({
        type: body.type,
        toolId: body.tool_id,
        scene: body.scene,
        data: body.data,
        isAsync: body.is_async,
        caller,
        idempotencyKey: idempotencyKeyOf(request),
        stillListening: stillListening(request),
      });
      return plainAnswer(request, task);
    });
  }

  const plainQuery = async (request: FastifyRequest) => {
    const { task_id, wait_ms } = parseInput(simpleTaskQuerySchema, request.method === 'GET' ? request.query : request.body);
    const waitMs = wait_ms === undefined ? undefined : Math.floor(wait_ms);
    return plainAnswer(request, await service.read(task_id, await callerOf(ctx, request, SESSION_AUTH), { waitMs, stillListening: stillListening(request) }));
  };
  for (const path of PLAIN_QUERY_PATHS) {
    app.post(path, plainQuery);
    app.get(path, plainQuery);
  }

  /*
   * The tool calls (spec §7, TASK_TOOL_CALLS), e.g. `/cgi-bin/tools/anime_filter`: thin routes
   * onto the tasks the screens start. POST the tool's input as JSON — what the screen sends as
   * business_data.data — with an optional `is_async` (true unless told); GET with ?task_id=
   * reads it, as /cgi-bin/convert/querytask does. The route only names the request type: the
   * tool, its login rule and its quota come from the catalog, as for every task.
   */
  for (const [path, type] of Object.entries(TASK_TOOL_CALLS)) {
    app.post(path, async (request) => {
      const { is_async, ...input } = parseInput(toolCallSchema, request.body);
      service.handlerFor(type);
      const task = await service.create({
        type,
        toolId: 0,
        scene: '',
        // What the call itself fixes goes over what the caller sent (parseWxPage: WeChat articles only).
        data: JSON.stringify({ ...input, ...TASK_CALL_INPUTS[path] }),
        isAsync: is_async,
        caller: await callerOf(ctx, request, SESSION_AUTH),
        idempotencyKey: idempotencyKeyOf(request),
        stillListening: stillListening(request),
      });
      return plainAnswer(request, task);
    });
    app.get(path, plainQuery);
  }
  for (const path of TASK_QUERY_CALLS) {
    app.post(path, plainQuery);
    app.get(path, plainQuery);
  }
}

/** A tool call's body: the tool's own input (its engine checks it), and whether to wait for the result. */
const toolCallSchema = z.catchall(z.object({ is_async: z._default(z.boolean(), true) }), z.unknown());
