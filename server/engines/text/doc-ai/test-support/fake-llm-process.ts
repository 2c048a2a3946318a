/** Starts fake-llm-server.ts as a child process, as ops' real service would run: its origin and a stop. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface FakeLlmService {
  /** `http://127.0.0.1:<port>`; a mode and `/v1` go after it. */
  origin: string;
  received(): Promise<{ mode: string; authorization: string | null; body: { model: string; messages: { role: string; content: string }[] } }[]>;
  stop(): Promise<void>;
}

export async function startFakeLlm(): Promise<FakeLlmService> {
  // `--import tsx` resolves from the working directory: the server's own node_modules has tsx.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fake-llm-server.ts')], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the fake LLM service ended (${code}) before it listened`)));
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received: async () => (await (await fetch(`${origin}/received`)).json()) as Awaited<ReturnType<FakeLlmService['received']>>,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
