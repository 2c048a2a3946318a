/**
 * Calling a PDF engine directly, as the task engine's worker does, with the visitor's files
 * served by key; the PDF results read back; and the engines' scratch folders watched: the
 * tests run them under a temporary folder of their own and look for anything left there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfResultSchema, type PdfResult } from '@toolhub/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { TaskFailure, type TaskContext, type TaskHandler, type TaskOutput } from '../../../src/tasks/handler';
import { WORK_DIR_PREFIX } from '../work-dir';
import { workDirPrefix } from '../../files/work-dir';

/** Points os.tmpdir() at a fresh folder for the test file, so leftovers can be counted. */
export function isolateTempDir(): { dir: () => string } {
  let dir = '';
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.TMPDIR;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pdftest-root-'));
    process.env.TMPDIR = dir;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { dir: () => dir };
}

/** The engines' scratch folders still in the temporary folder. */
export const leftoverWorkDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(workDirPrefix(WORK_DIR_PREFIX)));

export interface EngineRun {
  output: TaskOutput;
  data: PdfResult;
  /** The downloads, by name. */
  files: Map<string, Buffer>;
  progress: number[];
}

/** Runs a PDF engine on `files` (by key; a single Buffer answers every key) and reads its result. */
export async function callEngine(
  handler: TaskHandler,
  input: unknown,
  files: Buffer | Record<string, Buffer>,
  { signal = new AbortController().signal, onProgress = () => undefined }: { signal?: AbortSignal; onProgress?: (percent: number) => void } = {},
): Promise<EngineRun> {
  const progress: number[] = [];
  const ctx: TaskContext = {
    scene: 'pdf_test',
    signal,
    progress: (percent) => {
      progress.push(percent);
      onProgress(percent);
    },
    readObject: async (key) => {
      const bytes = Buffer.isBuffer(files) ? files : files[key];
      if (!bytes) throw new Error(`no object ${key}`);
      return bytes;
    },
  };
  try {
    const output = await handler(input, ctx);
    const data = pdfResultSchema.parse(output.data);
    return { output, data, files: new Map((output.files ?? []).map((file) => [file.name, Buffer.from(file.bytes)])), progress };
  } finally {
    expect(leftoverWorkDirs(), 'the scratch folder is gone').toEqual([]);
  }
}

/** The `err is <detail>` a failing engine run gives; what happened instead when it did not fail so. */
export async function failureOf(handler: TaskHandler, input: unknown, files: Buffer | Record<string, Buffer>): Promise<string> {
  return callEngine(handler, input, files).then(
    () => 'no failure: the engine answered a result',
    (failure: unknown) => (failure instanceof TaskFailure ? failure.detail : `not a task failure: ${String(failure)}`),
  );
}

/** The one file of a result. */
export function onlyFile(run: EngineRun): [string, Buffer] {
  expect(run.files.size).toBe(1);
  return [...run.files][0];
}
