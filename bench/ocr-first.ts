/**
 * The first recognition after a start, in a process of its own: a fresh worker thread of the
 * task engine (its ThreadPool, the hub's registry) reads the bench page through the
 * recognition handler (cloud-proxy call, BasicOcr), as the server's first visitor would.
 * Run by ocr.ts: `tsx ocr-first.ts MODE`, one of
 *  - on-demand: no warm-up; the request comes as the thread starts (it loads the model itself);
 *  - at-start: warm-up; the request comes as the thread starts (it waits for the warm-up);
 *  - once-warm: warm-up; the request comes when the thread reports it is warm.
 * Prints a JSON line: the first answer's time from its request and from the start, the
 * second's, the CPU time of each, the warm-up report, the process's peak memory.
 */
import { REQ_TYPES } from '@toolhub/contracts';
import { createRegistry } from '../server/src/tasks/registry';
import { recognitionInput } from '../server/src/tasks/test-support/engine-context';
import { ThreadPool, type WarmUpReport } from '../server/src/tasks/thread-pool';
import { recognitionPage } from './ocr-page';

const mode = process.argv[2] ?? 'once-warm';
if (!['on-demand', 'at-start', 'once-warm'].includes(mode)) throw new Error(`unknown mode ${mode}`);

const page = await recognitionPage();
const registry = createRegistry();
const spec = registry.spec(REQ_TYPES.CloudProxyOCR);
if (!spec) throw new Error('no recognition engine');
const input = recognitionInput(REQ_TYPES.BasicOcr);

let warm: (report: WarmUpReport & { atMs: number }) => void = () => undefined;
const warmedUp = new Promise<WarmUpReport & { atMs: number }>((resolve) => (warm = resolve));
const started = performance.now();
const pool = new ThreadPool(1, {
  warmUps: mode === 'on-demand' ? [] : registry.warmUps(),
  onWarmedUp: (report) => warm({ ...report, atMs: performance.now() - started }),
});
pool.start();

async function recognise() {
  const sent = performance.now();
  const cpu = process.cpuUsage();
  const outcome = await pool.run(spec as NonNullable<typeof spec>, input, { scene: 'basic_ocr', onProgress: () => undefined, readObject: async () => page }).outcome;
  if (!outcome.ok) throw new Error(`the recognition failed: ${outcome.detail}`);
  // The process's CPU time meanwhile (its main thread idles): less swayed than the wall time by other work on the machine.
  const { user, system } = process.cpuUsage(cpu);
  return { ms: performance.now() - sent, fromStartMs: performance.now() - started, cpuMs: (user + system) / 1000 };
}

const report = mode === 'once-warm' ? await warmedUp : undefined;
const first = await recognise();
const second = await recognise();
const warmUp = mode === 'on-demand' ? undefined : (report ?? (await warmedUp));
await pool.close();
process.stdout.write(
  `${JSON.stringify({
    mode,
    firstMs: first.ms,
    firstFromStartMs: first.fromStartMs,
    secondMs: second.ms,
    firstCpuMs: first.cpuMs,
    secondCpuMs: second.cpuMs,
    // When the main thread heard the report, and what the thread said then.
    warmUpAtMs: warmUp?.atMs,
    warmUpMs: warmUp?.ms,
    warmUpRssMiB: warmUp?.rssMiB,
    warmUpFailures: warmUp?.failures,
    // ru_maxrss is in kilobytes on Linux: the whole process, the worker thread's model included.
    peakMb: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
