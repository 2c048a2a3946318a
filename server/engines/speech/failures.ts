/**
 * A speech task that cannot give a result: the visitor reads `err is <detail>` in the page's
 * language (code 1300), and no use is consumed.
 */
import { ERROR_CODES, type SpeechFailure } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export const speechFailure = (detail: SpeechFailure) => new TaskFailure(ERROR_CODES.BAD_REQUEST, detail);

export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('the task was stopped');
}
