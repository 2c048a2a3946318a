/**
 * A failed speech task's message (spec §8): `<tool name>失败！` plus the detail of `err is
 * <detail>`. The engines word their known details as SPEECH_FAILURES does, in English; the
 * screen says them in the page's language. Any other message is shown as it came.
 */
import { SPEECH_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';
import { t } from './messages';

export type SpeechFailureName = keyof typeof SPEECH_FAILURES;

const FAILURES = Object.entries(SPEECH_FAILURES) as [SpeechFailureName, string][];

export function describeFailure(message: string, toolName: string): { message: string; failure?: SpeechFailureName } {
  const prefix = taskFailureText(toolName);
  if (!message.startsWith(prefix)) return { message };
  const detail = message.slice(prefix.length).trim();
  const known = FAILURES.find(([, text]) => detail === text);
  if (!known) return { message };
  const [failure] = known;
  return { failure, message: taskFailureText(toolName, t(`failure_${failure}`)) };
}
