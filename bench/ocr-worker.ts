/**
 * One recognition engine in a process of its own, as a task worker runs it: model load time,
 * then RUNS readings of the bench page (median and p95 after one warm-up, and the median CPU
 * time), its character error rate and the process's peak memory. Run by ocr.ts: `tsx ocr-worker.ts paddle|tesseract RUNS`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { characterErrorRate } from '../server/engines/ocr/test-support/pages';
import { PAGE_LINES, recognitionPage } from './ocr-page';

const [engineName = 'paddle', runsArg = '20'] = process.argv.slice(2);
const runs = Number(runsArg);

interface Engine {
  read(png: Buffer): Promise<string>;
  close(): Promise<void>;
}

async function paddle(): Promise<Engine> {
  const { loadModel, recogniseLines } = await import('../server/engines/ocr/paddle');
  await loadModel();
  return { read: async (png) => (await recogniseLines(png)).map((l) => l.text).join('\n'), close: async () => undefined };
}

/** tesseract.js with its language data from npm (`eng+chi_sim`: the other order loads only Chinese). */
async function tesseract(): Promise<Engine> {
  const require = createRequire(import.meta.url);
  const langDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tess-lang-'));
  for (const lang of ['eng', 'chi_sim']) {
    const dir = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
    fs.copyFileSync(path.join(dir, '4.0.0_best_int', `${lang}.traineddata.gz`), path.join(langDir, `${lang}.traineddata.gz`));
  }
  const { createWorker } = await import('tesseract.js');
  const worker = await createWorker('eng+chi_sim', 1, { langPath: langDir, cacheMethod: 'none', gzip: true });
  return {
    read: async (png) => (await worker.recognize(png)).data.text,
    close: async () => {
      await worker.terminate();
      fs.rmSync(langDir, { recursive: true, force: true });
    },
  };
}

const page = await recognitionPage();
const started = performance.now();
const engine = engineName === 'tesseract' ? await tesseract() : await paddle();
const loadMs = performance.now() - started;
let text = await engine.read(page); // warm-up
const times: number[] = [];
// The process's CPU time per page beside the wall time: on a shared machine the wall time swings, the work done much less.
const cpuTimes: number[] = [];
for (let i = 0; i < runs; i++) {
  const [t0, cpu0] = [performance.now(), process.cpuUsage()];
  text = await engine.read(page);
  const cpu = process.cpuUsage(cpu0);
  times.push(performance.now() - t0);
  cpuTimes.push((cpu.user + cpu.system) / 1000);
}
await engine.close();
const sorted = [...times].sort((a, b) => a - b);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
process.stdout.write(
  `${JSON.stringify({
    loadMs,
    medianMs: median(times),
    medianCpuMs: median(cpuTimes),
    p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)],
    runs,
    cer: characterErrorRate(text, PAGE_LINES.join('\n')),
    // ru_maxrss is in kilobytes on Linux: the whole process, model and native buffers included.
    peakMb: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
