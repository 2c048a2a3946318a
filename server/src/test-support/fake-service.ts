/**
 * A stand-in for a service ops run (a Stable Diffusion web UI, an OpenAI-compatible model
 * server), started as a child process as the real one would be: the script prints
 * `listening <port>` once it listens and answers `GET /received` with the requests it got.
 */
import { spawn } from 'node:child_process';

export interface FakeService<Received> {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Every request the service received, in order. */
  received(): Promise<Received[]>;
  stop(): Promise<void>;
}

export async function startFakeService<Received>(script: string, name: string): Promise<FakeService<Received>> {
  // `--import tsx` resolves from the working directory: the server's own node_modules has tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fake ${name} service ended (${code}) before it listened`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received: async () => (await (await fetch(`${origin}/received`)).json()) as Received[],
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
