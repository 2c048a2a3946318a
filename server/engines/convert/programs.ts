/**
 * Runs the conversion programs (LibreOffice, poppler's tools, qpdf) as child processes,
 * without a shell: arguments go to the program as they are, so no file name or password
 * can become a command.
 *
 * Each program starts in a process group of its own and an abort or a timeout kills the
 * whole group. `soffice` is a shell script that starts `oosplash`, which starts
 * `soffice.bin`: killing only the first process would leave the office running after the
 * task ended (and a worker thread that is ended does not take its children with it).
 * That is why this uses `spawn` with `detached` rather than `execFile`, which cannot.
 */
import { spawn } from 'node:child_process';

/** How much of a program's stderr is kept for the error: the end is where the reason is. */
const STDERR_TAIL_CHARS = 8 * 1024;
const BACKSTOP_MS = 5 * 60_000;
/** The programs' answers on stdout are short (page sizes of pdfinfo); files are written to disk. */
const STDOUT_MAX_CHARS = 4 * 1024 * 1024;

export interface ProgramRun {
  /** Aborting kills the program (and whatever it started). */
  signal: AbortSignal;
  /**
   * A run that takes longer is killed, even when nobody aborts it. A backstop: the task's own
   * limit (registry.ts) stops a conversion first, through the signal.
   */
  timeoutMs?: number;
  cwd?: string;
  /** Extra environment, on top of the process's own. */
  env?: Record<string, string>;
}

export interface ProgramOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** The program could not finish: it was aborted, ran out of time, or could not start. */
export class ProgramStopped extends Error {
  override readonly name = 'ProgramStopped';
}

/**
 * Runs `program` with `args` and answers its exit code and output, whatever the code: what
 * a code means differs between programs (qpdf exits 3 on warnings), so the caller judges.
 * Rejects with ProgramStopped when aborted, timed out or not startable.
 */
export function runProgram(program: string, args: string[], { signal, timeoutMs = BACKSTOP_MS, cwd, env }: ProgramRun): Promise<ProgramOutcome> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new ProgramStopped(`${program} not started: ${String(signal.reason)}`));
    const child = spawn(program, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout = (stdout + chunk).slice(0, STDOUT_MAX_CHARS)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS)));

    let stopReason: string | undefined;
    const killGroup = (reason: string) => {
      stopReason ??= reason;
      // The negative pid names the group: the program and every process it started, also
      // those still running after the program itself ended.
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The whole group is gone already.
      }
    };
    const onAbort = () => killGroup(`aborted: ${String(signal.reason)}`);
    signal.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => killGroup(`timed out after ${timeoutMs} ms`), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };

    child.on('error', (error) => {
      settle();
      reject(new ProgramStopped(`${program} could not run: ${error.message}`));
    });
    child.on('close', (code) => {
      settle();
      if (stopReason) {
        // Once more, for anything of the group that started while it was being killed.
        killGroup(stopReason);
        return reject(new ProgramStopped(`${program} ${stopReason}`));
      }
      resolve({ exitCode: code ?? -1, stdout, stderr });
    });
  });
}
