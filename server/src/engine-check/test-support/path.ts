/**
 * A PATH that hides some programs of this machine, for tests of what happens where they
 * are not installed: a temporary folder of links to every program on PATH but those.
 * Nothing is uninstalled; a process started with this PATH simply cannot find them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface HiddenPrograms {
  /** The PATH to start processes with. */
  PATH: string;
  /** The folder of links, where a test may add programs of its own (a fake apt-get). */
  dir: string;
  remove: () => void;
}

export function pathWithout(hidden: string[], pathVariable = process.env.PATH ?? ''): HiddenPrograms {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-path-'));
  const linked = new Set<string>();
  for (const folder of pathVariable.split(path.delimiter)) {
    if (!folder) continue;
    let names: string[];
    try {
      names = fs.readdirSync(folder);
    } catch {
      continue; // a PATH folder that does not exist
    }
    for (const name of names) {
      // The first folder on PATH wins, as for a lookup.
      if (hidden.includes(name) || linked.has(name)) continue;
      linked.add(name);
      fs.symlinkSync(path.join(folder, name), path.join(dir, name));
    }
  }
  return { PATH: dir, dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
