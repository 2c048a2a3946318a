/**
 * A failed task's message as the visitor reads it (spec §8): `<tool name>失败！` plus the detail
 * of `err is <detail>`. The engines word their known details in English (a family's
 * `*_FAILURES` table of the contracts); the screen says them in the page's language and keeps
 * which one it was. Any other message is shown as it came.
 */
import { taskFailureText } from '@toolhub/sdk';

export function describeTaskFailure<K extends string>(
  message: string,
  toolName: string,
  details: Readonly<Record<K, string>>,
  /** The known failure in the page's language. */
  word: (failure: K) => string,
): { message: string; failure?: K } {
  const prefix = taskFailureText(toolName);
  if (!message.startsWith(prefix)) return { message };
  const detail = message.slice(prefix.length).trim();
  const known = (Object.entries(details) as [K, string][]).find(([, text]) => detail === text);
  if (!known) return { message };
  const [failure] = known;
  return { failure, message: taskFailureText(toolName, word(failure)) };
}
