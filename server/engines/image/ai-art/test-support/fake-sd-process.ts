/** Starts fake-sd-server.ts as a child process, as a real service would be: its base URL and a stop. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface ReceivedRequest {
  mode: string;
  contentType: string;
  body: Record<string, unknown>;
}

export interface FakeSdService {
  /** `http://127.0.0.1:<port>`; a mode goes after it (`/ok`, `/malformed`). */
  origin: string;
  /** Every txt2img request the service received, in order. */
  received(): Promise<ReceivedRequest[]>;
  stop(): Promise<void>;
}

export async function startFakeSd(): Promise<FakeSdService> {
  // `--import tsx` resolves from the working directory: the server's own node_modules has tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fake-sd-server.ts')], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fake SD service ended (${code}) before it listened`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received: async () => (await (await fetch(`${origin}/received`)).json()) as ReceivedRequest[],
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
