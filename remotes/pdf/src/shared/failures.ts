/**
 * A failed PDF task's message (spec §8): `<tool name>失败！` plus the detail of `err is
 * <detail>`. The engines word their known details as PDF_FAILURES does, in English; the
 * screen says them in the page's language and keeps which one it was, so a password failure
 * can ask for the password.
 */
import { MAX_PAGES_AS_IMAGES, PDF_FAILURES } from '@toolhub/contracts';
import { taskFailureText } from '@toolhub/sdk';
import { t as translate } from '../messages';

export type PdfFailure = keyof typeof PDF_FAILURES;

const FAILURES = Object.entries(PDF_FAILURES) as [PdfFailure, string][];

export interface DescribedFailure {
  message: string;
  failure?: PdfFailure;
}

/** The message to show, its known detail translated; any other message as it came. */
export function describeFailure(message: string, toolName: string): DescribedFailure {
  const prefix = taskFailureText(toolName);
  if (!message.startsWith(prefix)) return { message };
  const detail = message.slice(prefix.length).trim();
  // "wrong password" also matches "wrong password for a.pdf": an engine may say which file.
  const known = FAILURES.find(([, text]) => detail === text || detail.startsWith(`${text} `) || detail.startsWith(`${text}:`));
  if (!known) return { message };
  const [failure] = known;
  return { failure, message: taskFailureText(toolName, translate(`failure_${failure}`, { max: MAX_PAGES_AS_IMAGES })) };
}

/** Failures the visitor mends by typing the file's password. */
export const isPasswordFailure = (failure: PdfFailure | undefined) => failure === 'passwordRequired' || failure === 'wrongPassword';
