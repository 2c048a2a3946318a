/**
 * qpdf (the Debian package `qpdf`) as a child process: the engine of the PDF family.
 *
 * Why qpdf rather than pdf-lib for the page work: it streams files of any size instead of
 * holding every object in JavaScript, repairs broken cross-reference tables, writes AES-256
 * encryption with permissions, object streams and page selections (also of form fields), and
 * it is the checker the outputs must pass. Measured here on a 600-page merge: pdf-lib's
 * load and save took 260 ms and 150 MB of memory; qpdf's join, in a process of its own,
 * about 140–190 ms (the bookmarks are then appended to its file: bookmarks.ts).
 *
 * Every run is a QPDFJob JSON file (`qpdf --job-json-file`, the same options as the command
 * line, as JSON) written into the task's private folder: passwords are JSON strings there,
 * so one that starts with `-`, holds a space or a line break reaches qpdf as it is, and
 * none appears in the process list. `execFile` runs qpdf without a shell, and aborting the
 * task's signal kills it.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A page source of `--pages`: a file (or `.` for the main input), its password, a range like `1-3,7`. */
export interface QpdfPageSource {
  file: string;
  password?: string;
  range?: string;
}

/** The R6 (AES-256) restrictions of `--encrypt … 256`, as qpdf names their values. */
export interface QpdfRestrictions {
  print: 'full' | 'low' | 'none';
  extract: 'y' | 'n';
  modify: 'all' | 'annotate' | 'form' | 'assembly' | 'none';
}

/** The options of a QPDFJob JSON file that the engines use (`qpdf --job-json-help` lists them all). */
export interface QpdfJob {
  inputFile?: string;
  /** Start from an empty PDF (with `pages`). */
  empty?: '';
  password?: string;
  outputFile?: string;
  pages?: QpdfPageSource[];
  /** Split the output into files of this many pages; `outputFile` then holds `%d`. */
  splitPages?: string;
  decrypt?: '';
  encrypt?: { userPassword: string; ownerPassword: string; '256bit': QpdfRestrictions };
  objectStreams?: 'preserve' | 'disable' | 'generate';
  /**
   * `preserve`: every stream is written as it was read. By default qpdf decodes LZW, ASCII85
   * and ASCIIHex streams and writes them again as Flate (`--decode-level=none` alone still does).
   */
  streamData?: 'preserve' | 'compress' | 'uncompress';
  recompressFlate?: '';
  compressionLevel?: string;
  removeUnreferencedResources?: 'auto' | 'yes' | 'no';
  updateFromJson?: string;
  /** `--show-object`: one object (`trailer`, or `12` / `12,0`) in PDF syntax on stdout. */
  showObject?: string;
  /** `--json=2`: the file as qpdf JSON on stdout. */
  json?: '2';
  jsonKey?: string[];
  jsonObject?: string[];
  jsonStreamData?: 'none' | 'inline' | 'file';
  jsonStreamPrefix?: string;
}

export interface QpdfOutcome {
  /** 0: fine; 3: done, with warnings; 2: failed (qpdf's exit codes). */
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** qpdf could not run at all, or was stopped: not the visitor's file's fault. */
export class QpdfStopped extends Error {
  override readonly name = 'QpdfStopped';
}

/** qpdf's JSON of a whole 50 MiB file can run to tens of megabytes; more is not a PDF we take. */
const STDOUT_MAX_BYTES = 512 * 1024 * 1024;
/** One qpdf run on the largest file we take finishes in seconds; this only stops a hung one. */
const RUN_TIMEOUT_MS = 5 * 60_000;

export interface QpdfRunOptions {
  /** The task's private folder: the job file goes there. */
  dir: string;
  signal: AbortSignal;
}

/** Runs one qpdf job and answers how it ended, whatever the exit code: the caller judges it. */
export async function runQpdf(job: QpdfJob, { dir, signal }: QpdfRunOptions): Promise<QpdfOutcome> {
  signal.throwIfAborted();
  const jobFile = path.join(dir, `job-${crypto.randomUUID()}.json`);
  await fs.writeFile(jobFile, JSON.stringify(job), { mode: 0o600 });
  try {
    return await new Promise<QpdfOutcome>((resolve, reject) => {
      execFile(
        'qpdf',
        [`--job-json-file=${jobFile}`],
        { signal, timeout: RUN_TIMEOUT_MS, maxBuffer: STDOUT_MAX_BYTES, encoding: 'utf8', windowsHide: true },
        (error, stdout, stderr) => {
          if (!error) return resolve({ exitCode: 0, stdout, stderr });
          if (typeof error.code === 'number' && !error.killed) return resolve({ exitCode: error.code, stdout, stderr });
          reject(signal.aborted ? signal.reason : new QpdfStopped(`qpdf did not finish: ${error.message}`));
        },
      );
    });
  } finally {
    await fs.rm(jobFile, { force: true });
  }
}

/** A run that must succeed (warnings allowed): qpdf failing here, on a file it read before, is the engine's fault. */
export async function qpdfMust(job: QpdfJob, options: QpdfRunOptions): Promise<QpdfOutcome> {
  const outcome = await runQpdf(job, options);
  if (outcome.exitCode !== 0 && outcome.exitCode !== 3) throw new QpdfStopped(`qpdf failed (${outcome.exitCode}): ${outcome.stderr.slice(-2000)}`);
  return outcome;
}

/** qpdf's word for a password that does not open the file. */
export const isInvalidPassword = (outcome: QpdfOutcome) => outcome.exitCode === 2 && /invalid password/i.test(outcome.stderr);
