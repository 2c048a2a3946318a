/**
 * A private folder for one PDF task: the inputs, qpdf's job files (they hold passwords), the
 * extracted images and the outputs live there, and all of it goes when the task ends —
 * succeeded, failed or aborted — so nothing of a visitor's file stays on the machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const WORK_DIR_PREFIX = 'toolhub-pdf-';

export async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
