/**
 * Figures of text recognition — never a pass or a fail on a time: a one-megapixel printed
 * page (12 lines of Chinese and English) read by the hub's engine (PaddleOCR PP-OCRv4 ONNX)
 * and, for comparison in the same run, by tesseract.js (`eng+chi_sim`), each in a process of
 * its own, as a task worker holds it: model load time, median and p95 per page with the
 * median CPU time, character error rate, the process's peak memory. Then the first request
 * after a start (ocr-first.ts): the hub's page read through a fresh worker thread of the task
 * engine, with the engines warmed up as the thread starts and, as before the warm-up, with
 * the model loaded on the first task. Last, the figures of the engine before issue 17's
 * changes, measured with this bench on this kind of machine, to hold today's against.
 * `pnpm exec tsx ocr.ts` runs it alone; `--first`, the first request alone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The measure: median and p95 of 20 pages, for both engines alike (about 30 s each). */
const PADDLE_RUNS = 20;
const TESSERACT_RUNS = 20;

interface Figures {
  loadMs: number;
  medianMs: number;
  medianCpuMs: number;
  p95Ms: number;
  runs: number;
  cer: number;
  peakMb: number;
}

function measure(engine: 'paddle' | 'tesseract', runs: number): Figures {
  const out = execFileSync('pnpm', ['exec', 'tsx', path.join(import.meta.dirname, 'ocr-worker.ts'), engine, String(runs)], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 10 * 60_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Figures;
}

interface FirstRequest {
  firstMs: number;
  firstFromStartMs: number;
  secondMs: number;
  firstCpuMs: number;
  secondCpuMs: number;
  warmUpAtMs?: number;
  warmUpMs?: number;
  warmUpRssMiB?: number;
  warmUpFailures?: string[];
  peakMb: number;
}

function measureFirst(mode: 'on-demand' | 'at-start' | 'once-warm'): FirstRequest {
  const out = execFileSync('pnpm', ['exec', 'tsx', path.join(import.meta.dirname, 'ocr-first.ts'), mode], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 5 * 60_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as FirstRequest;
}

/** The "first request after start": a visitor's page once the server is up, its worker warm. */
function firstRequestLine(): string {
  const warm = measureFirst('once-warm');
  const atStart = measureFirst('at-start');
  const onDemand = measureFirst('on-demand');
  const failed = warm.warmUpFailures?.length ? ` (warm-up failed: ${warm.warmUpFailures.join('; ')})` : '';
  const ms = (value = 0) => value.toFixed(0);
  // CPU time beside the wall time: on a busy machine the wall time of one request swings by seconds.
  const pair = (f: FirstRequest) => `${ms(f.firstMs)} ms (CPU ${ms(f.firstCpuMs)} ms), the next request ${ms(f.secondMs)} ms (CPU ${ms(f.secondCpuMs)} ms)`;
  return (
    `first request after start, 1 MP printed page through a fresh worker thread of the task engine (BasicOcr): ` +
    `with warm-up, once the thread is warm ${pair(warm)}; the thread warm ${ms(warm.warmUpAtMs)} ms after the start, ${ms(warm.warmUpMs)} ms of it the warm-up itself, ` +
    `process RSS then ${ms(warm.warmUpRssMiB)} MiB${failed}, peak ${ms(warm.peakMb)} MiB; ` +
    `sent at the start, answered ${ms(atStart.firstFromStartMs)} ms after it (it waits for the warm-up); ` +
    `without warm-up (the model loaded on the first task, as before) ${pair(onDemand)}`
  );
}

const line = (name: string, f: Figures) =>
  `${name}: model load ${f.loadMs.toFixed(0)} ms; per page median ${f.medianMs.toFixed(0)} ms (CPU ${f.medianCpuMs.toFixed(0)} ms), p95 ${f.p95Ms.toFixed(0)} ms (${f.runs} runs, warm); ` +
  `character errors ${(f.cer * 100).toFixed(1)} %; peak memory of the worker process ${f.peakMb.toFixed(0)} MiB`;

/**
 * The engine as it was before issue 17 (the wrapper's sessions and OpenCV, the page read again
 * turned when unsure), measured on 2026-11-26 with this bench on the project's machine (2
 * cores shared with other work): medians of three runs of 20 pages, interleaved with runs of
 * the engine as it is now.
 */
const PREVIOUS = {
  date: '2026-11-26',
  medianMs: 669,
  medianCpuMs: 1211,
  p95Ms: 714,
  firstMs: 895,
  firstCpuMs: 1590,
  peakMb: 1130,
};

const previousLine = () =>
  `recognition before issue 17 (measured ${PREVIOUS.date}): per page median ${PREVIOUS.medianMs} ms (CPU ${PREVIOUS.medianCpuMs} ms), p95 ${PREVIOUS.p95Ms} ms; ` +
  `first request once the thread is warm ${PREVIOUS.firstMs} ms (CPU ${PREVIOUS.firstCpuMs} ms); peak memory of the worker process ${PREVIOUS.peakMb} MiB`;

export function ocrFigures(): string[] {
  return [
    line('recognition, 1 MP printed page, PaddleOCR PP-OCRv4 (the hub)', measure('paddle', PADDLE_RUNS)),
    line('recognition, 1 MP printed page, tesseract.js eng+chi_sim (comparison)', measure('tesseract', TESSERACT_RUNS)),
    firstRequestLine(),
    previousLine(),
  ];
}

// `tsx ocr.ts --first` prints the first request's figures alone (a few seconds, not minutes).
if (import.meta.url === `file://${process.argv[1]}`) console.info(process.argv.includes('--first') ? [firstRequestLine(), previousLine()].join('\n') : ocrFigures().join('\n'));
