/**
 * What the engine check asks of the machine, asked the way the engines will meet it: a
 * program is looked up on PATH as `spawn` looks it up (no shell), fonts are what fontconfig's
 * fc-list lists, model files are files on disk. Each question is cheap; fc-list runs once.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export interface Machine {
  /** Whether `spawn(name)` would find a program it may run. */
  hasProgram(name: string): boolean;
  /** The font families fontconfig lists, lower-cased; undefined when fc-list cannot run. */
  fontFamilies(): ReadonlySet<string> | undefined;
  hasFile(file: string): boolean;
  /**
   * Asks ahead what is slow to ask (fc-list, up to its 10 s timeout) without blocking the event
   * loop; the questions after answer from it. A check while the server answers requests calls it.
   */
  prepare?(): Promise<void>;
}

/** The file `spawn` runs for `name`: the first executable file of that name in PATH's directories. */
export function findOnPath(name: string, pathVariable: string): string | undefined {
  if (name.includes('/')) return isExecutableFile(name) ? name : undefined;
  for (const dir of pathVariable.split(path.delimiter)) {
    // An empty entry would mean the working directory: not where the server's programs live.
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `fc-list --format '%{family}\n'`: each face's family names, comma separated (a face has one per language). */
export function parseFontFamilies(listing: string): Set<string> {
  const families = new Set<string>();
  for (const line of listing.split('\n')) {
    for (const family of line.split(',')) {
      const name = family.trim().toLowerCase();
      if (name) families.add(name);
    }
  }
  return families;
}

const execFileAsync = promisify(execFile);
const FC_LIST_FORMAT = ['--format', '%{family}\n'];

/** This machine, with the environment (PATH) the server and its engines run with. */
export function realMachine(env: NodeJS.ProcessEnv = process.env): Machine {
  const pathVariable = env.PATH ?? '';
  const fcListOptions = { encoding: 'utf8', timeout: 10_000, maxBuffer: 16 * 1024 * 1024, env } as const;
  let families: Set<string> | undefined | null = null;
  return {
    hasProgram: (name) => findOnPath(name, pathVariable) !== undefined,
    fontFamilies() {
      if (families !== null) return families;
      // Not prepared: asked here and now (the start-up check and the task worker may block).
      const fcList = findOnPath('fc-list', pathVariable);
      try {
        families = fcList ? parseFontFamilies(execFileSync(fcList, FC_LIST_FORMAT, fcListOptions)) : undefined;
      } catch {
        families = undefined;
      }
      return families;
    },
    hasFile: (file) => fs.existsSync(file),
    async prepare() {
      if (families !== null) return;
      const fcList = findOnPath('fc-list', pathVariable);
      try {
        families = fcList ? parseFontFamilies((await execFileAsync(fcList, FC_LIST_FORMAT, fcListOptions)).stdout) : undefined;
      } catch {
        families = undefined;
      }
    },
  };
}
