/**
 * Runs one of the speech programs (espeak-ng, text2wave, pocketsphinx, ffmpeg) with bytes on
 * stdin and answers its stdout. The task's signal ends it, so a timed-out task leaves no
 * synthesiser running behind it.
 */
import { spawn } from 'node:child_process';

export interface ProgramRun {
  stdin?: Uint8Array | string;
  signal?: AbortSignal;
  /** Called with each chunk of stdout as it comes (pocketsphinx prints a line per utterance). */
  onStdout?: (chunk: Buffer) => void;
}

export class ProgramFailed extends Error {
  constructor(
    readonly program: string,
    readonly stderr: string,
    readonly code: number | null,
  ) {
    super(`${program} failed (${code ?? 'killed'}): ${stderr.trim().slice(-500)}`);
  }
}

export function runProgram(program: string, args: string[], run: ProgramRun = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'pipe'], signal: run.signal });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      out.push(chunk);
      run.onStdout?.(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    // A program that exits before reading all its input closes the pipe: its exit code tells.
    child.stdin.on('error', () => undefined);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(run.signal?.aborted ? run.signal.reason : new ProgramFailed(program, Buffer.concat(err).toString('utf8'), code));
    });
    child.stdin.end(run.stdin ?? '');
  });
}
