/**
 * One PDF engine in a process of its own, as a task worker runs it: RUNS calls of the
 * handler on the bench's files (after one warm-up), then the median time, the sizes of what
 * it made and the process's memory. Run by pdf.ts:
 * `node --import tsx pdf-worker.ts <split|merge|encrypt|decrypt|compress> <runs> <request JSON> <file>…`
 * — the files are served to the handler under the keys `f0`, `f1`, ….
 */
import fs from 'node:fs';
import type { TaskContext, TaskHandler } from '../server/src/tasks/handler';

const [operation, runsArg, requestJson, ...files] = process.argv.slice(2);
const runs = Number(runsArg);

const HANDLERS: Record<string, () => Promise<TaskHandler>> = {
  split: async () => (await import('../server/engines/pdf/split')).pdfSplit,
  merge: async () => (await import('../server/engines/pdf/merge')).pdfMerge,
  encrypt: async () => (await import('../server/engines/pdf/encrypt')).pdfEncrypt,
  decrypt: async () => (await import('../server/engines/pdf/decrypt')).pdfDecrypt,
  compress: async () => (await import('../server/engines/pdf/compress')).pdfCompress,
};

const handler = await HANDLERS[operation]();
const byKey = new Map(files.map((file, i) => [`f${i}`, fs.readFileSync(file)]));
const ctx: TaskContext = {
  scene: 'bench',
  signal: new AbortController().signal,
  progress: () => undefined,
  readObject: async (key) => byKey.get(key) as Buffer,
};
const request: unknown = JSON.parse(requestJson);
// The worker's own memory before any work: the runtime, sharp and the engine's code.
const idleMb = process.memoryUsage().rss / 1024 / 1024;

let output = await handler(request, ctx); // warm-up
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  output = await handler(request, ctx);
  times.push(performance.now() - started);
}
const sorted = [...times].sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({
    medianMs: sorted[Math.floor(sorted.length / 2)],
    runs,
    idleMb,
    // ru_maxrss is in kilobytes on Linux: this process only (qpdf runs in children of its own).
    peakMb: process.resourceUsage().maxRSS / 1024,
    data: output.data,
    downloadBytes: (output.files ?? []).reduce((sum, file) => sum + file.bytes.length, 0),
  })}\n`,
);
