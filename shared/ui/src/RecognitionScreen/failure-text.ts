/**
 * The failure line of a recognition (spec §8 "Screen messages"): `<tool name>失败！` plus the
 * detail of `err is <detail>`. The engines word their known details as the spec does, in
 * English ('error reading file', 'no text recognised'); the screen says them in the page's
 * language, as it says the same problems found in the browser.
 */
import { RECOGNITION_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';

type DetailKey = 'errorReadingFile' | 'noText' | 'noObject' | 'noCard';

const KNOWN_DETAILS: [string, DetailKey][] = [
  [RECOGNITION_FAILURES.unreadable, 'errorReadingFile'],
  [RECOGNITION_FAILURES.noText, 'noText'],
  [RECOGNITION_FAILURES.noObject, 'noObject'],
  [RECOGNITION_FAILURES.noCard, 'noCard'],
];

/** The task's failure message, its known detail translated; any other message as it came. */
export function localisedFailure(message: string, toolName: string, translate: (key: DetailKey) => string): string {
  for (const [detail, key] of KNOWN_DETAILS) {
    if (message === taskFailureText(toolName, detail)) return taskFailureText(toolName, translate(key));
  }
  return message;
}
