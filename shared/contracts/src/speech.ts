/**
 * The speech family: text to speech and audio to text (spec §1; §7 `tts`, `rec_task`, `rec_result`) — what each task takes as business_data.data and what it answers.
 * (Issue 19: filled in as the family's tools land.)
 */

/**
 * The family's calls that start a task (`/cgi-bin/tools/<name>`, `/api/…`), by path, each onto
 * its request type (joined with the other families' in tool-calls.ts; the thin routes are in
 * server/src/tasks/routes.ts).
 */
export const SPEECH_TOOL_CALLS: Record<string, number> = {};

/** The family's calls that only read a task by its `task_id` (see TASK_QUERY_CALLS). */
export const SPEECH_QUERY_CALLS: readonly string[] = [];
