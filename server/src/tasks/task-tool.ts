/**
 * Which tool a task runs, decided on the server from its own catalog (issue 15, B2/B3). The
 * request type decides: the tools whose catalog `reqType` is the task's type (for a handler
 * that serves several tools, such as the recognition screens' CloudProxyOCR call, the type
 * its input names). The scene the client sends only chooses among those tools, never adds
 * one: a made-up scene is refused, and a real scene of another type's tool is refused too.
 * The chosen tool then decides login, quota and charging: its `needCharge`, its scene; and
 * whether it can run here at all (the catalog's `unavailable` mark).
 */
import { ERROR_CODES, type HubTool, type ToolMeta } from '@toolhub/contracts';
import { ApiError } from '../http/errors';
import type { TaskHandlerSpec } from './handler';

/**
 * What the task engine needs of a tool: who it is, its quota scene, whether it needs a login,
 * and — as the served catalog marks it — whether this machine lacks a piece of its engine.
 */
export type TaskTool = Pick<ToolMeta, 'toolid' | 'scene' | 'needCharge'> & Pick<HubTool, 'unavailable'>;

const notOpen = (detail: string) => new ApiError(400, ERROR_CODES.NOT_OPEN, detail);

/** The request type that picks the tool: the handler's reading of its input, else the task's type. */
function toolTypeOf(spec: Pick<TaskHandlerSpec, 'type' | 'toolReqTypeOf'>, input: unknown): number {
  if (!spec.toolReqTypeOf) return spec.type;
  const type = spec.toolReqTypeOf(input);
  if (type === undefined) throw new ApiError(400, ERROR_CODES.BAD_REQUEST, 'the request does not say which recognition it asks for');
  return type;
}

/**
 * The tool of a task: among the catalog's tools of the type (and, for test and bench handlers
 * no remote lists, the tools the handler declares), the one whose scene was asked, or the only
 * one when no scene was given.
 */
export function taskToolOf(
  catalog: readonly HubTool[],
  spec: Pick<TaskHandlerSpec, 'type' | 'toolReqTypeOf' | 'tools'>,
  input: unknown,
  askedScene: string,
): TaskTool {
  const type = toolTypeOf(spec, input);
  const candidates: TaskTool[] = [...catalog.filter((tool) => tool.reqType === type), ...(type === spec.type ? (spec.tools ?? []) : [])];
  if (candidates.length === 0) throw notOpen(`no tool of request type ${type} is open here`);
  if (askedScene === '') {
    if (candidates.length === 1) return candidates[0];
    throw new ApiError(400, ERROR_CODES.BAD_REQUEST, `req_header.bussiness_info.scene is required: request type ${type} serves ${candidates.length} tools`);
  }
  const chosen = candidates.find((tool) => tool.scene === askedScene);
  if (!chosen) throw notOpen(`scene ${askedScene} is not a tool of request type ${type}`);
  return chosen;
}
