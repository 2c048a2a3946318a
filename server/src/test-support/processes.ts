/**
 * For tests that need real processes of the hub, `src/main.ts` (a server) and
 * `src/tasks/worker-main.ts` (a BullMQ worker), started with the test handlers, each in a
 * process group of its own so a SIGKILL takes its worker threads with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { EXTRA_HANDLERS_ENV } from '../tasks/extra-handlers';

const SERVER_DIR = path.join(ROOT_DIR, 'server');
export const TEST_HANDLERS_MODULE = new URL('../tasks/test-support/handlers.ts', import.meta.url).href;

export interface HubProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The environment of a test process: the caller's minus its Toolhub settings, plus `env`. */
function processEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(TOOLHUB_|DATABASE_|REDIS_URL$|COS_|PORT$|HOST$|DATA_DIR$)/.test(name)) inherited[name] = value;
  }
  return { ...inherited, TOOLHUB_ENV: 'test', [EXTRA_HANDLERS_ENV]: TEST_HANDLERS_MODULE, ...env };
}

function start(script: string, env: Record<string, string | undefined>): HubProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: SERVER_DIR,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function until(what: string, hub: HubProcess, ready: () => Promise<boolean>) {
  for (let i = 0; i < 240; i++) {
    if (exited(hub.child)) throw new Error(`${what} exited: ${hub.output().slice(-3000)}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start: ${hub.output().slice(-3000)}`);
}

/** Starts a server on a free port and waits for /healthz. */
export async function startServer(env: Record<string, string | undefined>): Promise<HubProcess & { origin: string }> {
  const port = await freePort();
  const hub = start('src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  await until('server', hub, async () => (await fetch(`${origin}/healthz`)).ok);
  return { ...hub, origin };
}

/** Starts a task worker and waits until it takes jobs. */
export async function startWorker(env: Record<string, string | undefined>): Promise<HubProcess> {
  const hub = start('src/tasks/worker-main.ts', env);
  await until('task worker', hub, async () => hub.output().includes('runs jobs of the queue'));
  return hub;
}

/** Sends a signal to the process group and waits for the process to end. */
export async function stopProcess(hub: HubProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (exited(hub.child)) return;
  const ended = new Promise((resolve) => hub.child.once('exit', resolve));
  try {
    if (hub.child.pid) process.kill(-hub.child.pid, signal);
  } catch {
    // already gone
  }
  const timer = setTimeout(() => hub.child.pid && process.kill(-hub.child.pid, 'SIGKILL'), 15_000);
  await ended;
  clearTimeout(timer);
}
