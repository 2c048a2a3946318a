/**
 * The spec's calls that start a task (§7: `/cgi-bin/tools/<name>`, the `/api/parse…` calls), by
 * path, each onto the request type of the task its tool's screen starts: the thin routes of
 * server/src/tasks/routes.ts. Each family declares its own in its contract file; this joins them.
 */
import { IMAGE_EFFECT_TYPES, IMAGE_TOOL_CALLS } from './image-effects';
import { LIFE_TOOL_CALLS, LIFE_QUERY_CALLS } from './life';
import { SPEECH_QUERY_CALLS, SPEECH_TOOL_CALLS } from './speech';
import { TEXT_CALL_INPUTS, TEXT_QUERY_CALLS, TEXT_TOOL_CALLS } from './text';

export const TASK_TOOL_CALLS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(Object.entries(IMAGE_TOOL_CALLS).map(([call, tool]) => [`/cgi-bin/tools/${call}`, IMAGE_EFFECT_TYPES[tool]])),
  ...SPEECH_TOOL_CALLS,
  ...TEXT_TOOL_CALLS,
  ...LIFE_TOOL_CALLS,
};

/**
 * Calls that only read a task another call started, by its `task_id` (GET query or POST body),
 * e.g. audio to text's `rec_result` after `rec_task`. Each start path above reads its own tasks
 * too.
 */
export const TASK_QUERY_CALLS: readonly string[] = [...SPEECH_QUERY_CALLS, ...TEXT_QUERY_CALLS, ...LIFE_QUERY_CALLS];

/**
 * What a call fixes in its task's input over what the caller sent, by path (`/api/parseWxPage`
 * is the web-page task for WeChat articles only): the server's word wins.
 */
export const TASK_CALL_INPUTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = { ...TEXT_CALL_INPUTS };
