/**
 * A private folder for one task's files: the inputs, the programs' job and profile files
 * (some hold passwords) and the outputs live there, and all of it goes when the task ends —
 * succeeded, failed or aborted — so nothing of a visitor's file stays on the machine. Each
 * family names its folders with its own prefix, so its tests can tell that none is left.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The start of this process's folders of a family: with the process id in the name, two
 * processes' runs never mix (a test that finds none of its own left is not misled by another
 * test running beside it), and a folder left behind by a killed process says whose it was.
 */
export const workDirPrefix = (prefix: string, pid = process.pid) => `${prefix}${pid}-`;

export async function withWorkDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), workDirPrefix(prefix)));
  try {
    return await work(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
