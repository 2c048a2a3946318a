/**
 * Figures of text recognition — never a pass or a fail on a time: a one-megapixel printed
 * page (12 lines of Chinese and English) read by the hub's engine (PaddleOCR PP-OCRv4 ONNX)
 * and, for comparison in the same run, by tesseract.js (`eng+chi_sim`), each in a process of
 * its own: model load time, median and p95 per page, character error rate, peak memory.
 * `pnpm exec tsx ocr.ts` runs it alone.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The measure: median and p95 of 20 pages, for both engines alike (about 30 s each). */
const PADDLE_RUNS = 20;
const TESSERACT_RUNS = 20;

interface Figures {
  loadMs: number;
  medianMs: number;
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

const line = (name: string, f: Figures) =>
  `${name}: model load ${f.loadMs.toFixed(0)} ms; per page median ${f.medianMs.toFixed(0)} ms, p95 ${f.p95Ms.toFixed(0)} ms (${f.runs} runs, warm); ` +
  `character errors ${(f.cer * 100).toFixed(1)} %; peak memory of the process ${f.peakMb.toFixed(0)} MiB`;

export function ocrFigures(): string[] {
  return [
    line('recognition, 1 MP printed page, PaddleOCR PP-OCRv4 (the hub)', measure('paddle', PADDLE_RUNS)),
    line('recognition, 1 MP printed page, tesseract.js eng+chi_sim (comparison)', measure('tesseract', TESSERACT_RUNS)),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(ocrFigures().join('\n'));
