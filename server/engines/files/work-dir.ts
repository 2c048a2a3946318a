/**
 * A private folder for one task's files: the inputs, the programs' job and profile files
 * (some hold passwords) and the outputs live there, and all of it goes when the task ends —
 * succeeded, failed or aborted — so nothing of a visitor's file stays on the machine. Each
 * family names its folders with its own prefix, so its tests can tell that none is left.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function withWorkDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
