/**
 * The hub's own gateway functions: the tool list and a tool's record, answered by the same
 * queries as their API twins (GET /api/get_tool_list, GET /api/getToolRecord).
 */
import { GATEWAY_FUNCTIONS, toolRecordQuerySchema, type HubTool } from '@toolhub/contracts';
import type { FastifyRequest } from 'fastify';
import type { LoginLookup } from '../auth/login';
import type { Db } from '../db';
import { ok, parseInput } from '../http/errors';
import { toolListOf } from '../pages/routes';
import { readToolRecord } from '../stats/tool-record';
import type { GatewayRegistry } from './registry';

export interface ToolFunctionDeps {
  db: Db;
  login: LoginLookup;
  /** The tools this visitor gets. */
  tools: (request: FastifyRequest) => Promise<HubTool[]>;
}

export function registerToolFunctions(registry: GatewayRegistry, { db, login, tools }: ToolFunctionDeps): void {
  const { toolList, toolRecord } = GATEWAY_FUNCTIONS;
  registry.register(toolList.servant, toolList.func, async (_body, { request }) => ok(toolListOf(await tools(request))));
  registry.register(toolRecord.servant, toolRecord.func, async (body, { request }) => {
    const { toolid } = parseInput(toolRecordQuerySchema, body);
    const user = await login(request);
    return ok(await readToolRecord(db, toolid, user?.qbid));
  });
}
