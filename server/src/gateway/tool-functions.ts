/**
 * The hub's own gateway functions: the tool list and a tool's record, answered by the same
 * queries as their API twins (GET /api/get_tool_list, GET /api/getToolRecord).
 */
import { GATEWAY_FUNCTIONS, toolRecordQuerySchema, type HubTool } from '@toolhub/contracts';
import type { LoginLookup } from '../auth/login';
import type { Db } from '../db';
import { ok, parseInput } from '../http/errors';
import { toolListOf } from '../pages/routes';
import { readToolRecord } from '../stats/tool-record';
import type { GatewayRegistry } from './registry';

export interface ToolFunctionDeps {
  db: Db;
  login: LoginLookup;
  /** The tools of the enabled remotes. */
  tools: () => HubTool[];
}

export function registerToolFunctions(registry: GatewayRegistry, { db, login, tools }: ToolFunctionDeps): void {
  const { toolList, toolRecord } = GATEWAY_FUNCTIONS;
  registry.register(toolList.servant, toolList.func, () => ok(toolListOf(tools())));
  registry.register(toolRecord.servant, toolRecord.func, async (body, { request }) => {
    const { toolid } = parseInput(toolRecordQuerySchema, body);
    const user = await login(request);
    return ok(await readToolRecord(db, toolid, user?.qbid));
  });
}
