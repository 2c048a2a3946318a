/**
 * A failed task's message (spec §8): `<tool name>失败！` plus the detail of `err is <detail>`.
 * The engines word their details as LIFE_FAILURES does, in English; the screen says them in
 * the page's language. Any other message is shown as it came.
 */
import { LIFE_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';
import { t } from '../messages';

export type LifeFailureKey = keyof typeof LIFE_FAILURES;

const FAILURES = Object.entries(LIFE_FAILURES) as [LifeFailureKey, string][];

export function describeFailure(message: string, toolName: string): { message: string; failure?: LifeFailureKey } {
  const prefix = taskFailureText(toolName);
  if (!message.startsWith(prefix)) return { message };
  const detail = message.slice(prefix.length).trim();
  const known = FAILURES.find(([, text]) => detail === text);
  if (!known) return { message };
  const [failure] = known;
  return { failure, message: taskFailureText(toolName, t(`failure_${failure}`)) };
}

/** A failure the screen finds itself, before asking the server, worded the same way. */
export const localFailure = (toolName: string, failure: LifeFailureKey) => taskFailureText(toolName, t(`failure_${failure}`));
