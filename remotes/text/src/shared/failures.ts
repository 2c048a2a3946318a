/**
 * A failed text task's message (spec §8): `<tool name>失败！` plus the detail of `err is
 * <detail>`. The engines word their known details as TEXT_FAILURES does, in English; the
 * screen says them in the page's language. Any other message is shown as it came.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';
import { t } from '../messages';

export type TextFailureKey = keyof typeof TEXT_FAILURES;

const FAILURES = Object.entries(TEXT_FAILURES) as [TextFailureKey, string][];

export function describeFailure(message: string, toolName: string): { message: string; failure?: TextFailureKey } {
  const prefix = taskFailureText(toolName);
  if (!message.startsWith(prefix)) return { message };
  const detail = message.slice(prefix.length).trim();
  const known = FAILURES.find(([, text]) => detail === text);
  if (!known) return { message };
  const [failure] = known;
  return { failure, message: taskFailureText(toolName, t(`failure_${failure}`)) };
}
