import { isPasswordFailure } from './failures';
import { UnlockForm } from './UnlockForm';
import type { ChosenFile, ChosenFiles } from './use-chosen-files';
import type { PdfTaskState } from './use-pdf-task';

export interface PasswordPromptProps {
  file: ChosenFile;
  chosen: Pick<ChosenFiles, 'files' | 'unlock'>;
  state: PdfTaskState;
  disabled: boolean;
}

/**
 * A file's password form, when it needs one: the browser found it locked, or the server said
 * the password was missing or wrong. The server does not say which file; among several, the
 * ones the browser could not read are the ones it can mean.
 */
export function PasswordPrompt({ file, chosen, state, disabled }: PasswordPromptProps) {
  const serverAsked = state.status === 'failed' && isPasswordFailure(state.failure);
  const meant = chosen.files.length === 1 || file.reading === 'unknown';
  if (file.kind !== 'pdf' || !(file.reading === 'locked' || (serverAsked && meant))) return null;
  return <UnlockForm fileName={file.file.name} disabled={disabled} focusNow={serverAsked} onUnlock={(password) => chosen.unlock(file.id, password)} />;
}
