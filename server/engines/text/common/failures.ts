/**
 * A text task that cannot give a result: the visitor reads `err is <detail>` in the page's
 * language (TEXT_FAILURES), code 1300, and no use is consumed.
 */
import { ERROR_CODES, type TextFailure } from '@toolhub/contracts';
import { TaskFailure } from '../../../src/tasks/handler';

export const textFailure = (detail: TextFailure) => new TaskFailure(ERROR_CODES.BAD_REQUEST, detail);

/** A request the schema refuses: `the <tool> request is not valid`, as the image family words it. */
export const notValid = (tool: string) => new TaskFailure(ERROR_CODES.BAD_REQUEST, `the ${tool} request is not valid`);

/** Throws the moment the task is stopped; long engines call it between their steps. */
export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('the task was stopped');
}
