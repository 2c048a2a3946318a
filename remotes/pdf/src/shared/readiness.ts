/**
 * Whether the chosen files are ready for a task, and if not what the visitor waits for or
 * must do, in the order they would meet it.
 */
import type { MessageKey } from '../messages';
import type { ChosenFile } from './use-chosen-files';

export interface Readiness {
  ready: boolean;
  /** The message key of what is missing. */
  waitingFor?: Extract<MessageKey, 'chooseFirst' | 'chooseAtLeast' | 'waitForUploads' | 'uploadFailedFirst' | 'reading' | 'removeDamaged' | 'unlockFirst'>;
}

/**
 * `min`: the least number of files. `unlocked`: a locked file must be unlocked first (not for
 * decryption, whose password is its own input).
 */
export function readinessOf(files: ChosenFile[], { min = 1, unlocked = true }: { min?: number; unlocked?: boolean } = {}): Readiness {
  if (files.length === 0) return { ready: false, waitingFor: 'chooseFirst' };
  if (files.length < min) return { ready: false, waitingFor: 'chooseAtLeast' };
  if (files.some((file) => file.reading === 'damaged')) return { ready: false, waitingFor: 'removeDamaged' };
  if (unlocked && files.some((file) => file.reading === 'locked')) return { ready: false, waitingFor: 'unlockFirst' };
  if (files.some((file) => file.upload.phase === 'failed')) return { ready: false, waitingFor: 'uploadFailedFirst' };
  if (files.some((file) => file.upload.phase !== 'done')) return { ready: false, waitingFor: 'waitForUploads' };
  // A PDF still being read may turn out locked: wait the moment it takes.
  if (files.some((file) => file.reading === 'reading')) return { ready: false, waitingFor: 'reading' };
  return { ready: true };
}
