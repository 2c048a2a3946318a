/**
 * Figures of the PDF family's engines — never a pass or a fail on a time. On files made for
 * the run (corpus/make-corpus.ts): merge 3 × 200 pages, split 500 pages into 10, encrypt and
 * decrypt 200 pages, compress a 50-page colour scan (200 dpi). For each, the hub's engine
 * (its handler in a worker process of its own, as a task worker runs it) beside the qpdf
 * command doing the same to the same files in the same run: median time and peak memory.
 * For compression also the sizes, beside `qpdf --object-streams=generate --recompress-flate`.
 * And Word → PDF through LibreOffice as a task runs it, a one-page and a ten-page document.
 *
 * Peak memory is GNU time's maximum resident set size (`/usr/bin/time`, Debian package
 * `time`): of the process it ran and the children it waited for, the largest one — for the
 * engine that is the Node worker (its idle size is shown too), for qpdf qpdf itself.
 * `pnpm exec tsx pdf.ts` runs it alone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { officeToPdf } from '../server/engines/convert/office-to-pdf';
import { CHINESE_PAGES, convert, docxUpload } from '../server/engines/convert/test-support/runs';
import { scannedPdf, textPdf } from '../server/engines/pdf/corpus/make-corpus';

const RUNS = 5;
const GNU_TIME = '/usr/bin/time';
const WORKER = path.join(import.meta.dirname, 'pdf-worker.ts');

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const mib = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MiB`);

/** Runs a command under GNU time when it is there: its stdout and its peak resident memory in MiB. */
function measured(command: string, args: string[], dir: string, cwd?: string): { stdout: string; peakMb?: number; ms: number } {
  const timeFile = path.join(dir, 'time.txt');
  const hasTime = fs.existsSync(GNU_TIME);
  const started = performance.now();
  const run = hasTime
    ? spawnSync(GNU_TIME, ['-f', '%M', '-o', timeFile, command, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    : spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const elapsed = performance.now() - started;
  if (run.status !== 0 && run.status !== 3) throw new Error(`${command} ${args.join(' ')} failed: ${run.stderr}`);
  const peakKb = hasTime ? Number(fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)) : undefined;
  return { stdout: run.stdout, peakMb: peakKb === undefined ? undefined : peakKb / 1024, ms: elapsed };
}

interface EngineFigures {
  medianMs: number;
  idleMb: number;
  peakMb: number;
  data: { OutputBytes: number };
}

function engine(operation: string, request: unknown, files: string[], dir: string, runs = RUNS): EngineFigures {
  const run = measured(process.execPath, ['--import', 'tsx', WORKER, operation, String(runs), JSON.stringify(request), ...files], dir, import.meta.dirname);
  const figures = JSON.parse(run.stdout.trim().split('\n').at(-1) as string) as EngineFigures;
  return { ...figures, peakMb: Math.max(figures.peakMb, run.peakMb ?? 0) };
}

export function qpdf(args: string[], dir: string, runs = RUNS): { medianMs: number; peakMb?: number } {
  const results = Array.from({ length: runs }, () => measured('qpdf', args, dir));
  const peaks = results.map((result) => result.peakMb).filter((peak): peak is number => peak !== undefined);
  return { medianMs: median(results.map((result) => result.ms)), peakMb: peaks.length ? Math.max(...peaks) : undefined };
}

const line = (what: string, hub: EngineFigures, cli: { medianMs: number; peakMb?: number }) =>
  `${what}: engine median ${ms(hub.medianMs)}, peak ${mib(hub.peakMb)} (idle worker ${mib(hub.idleMb)}); ` +
  `qpdf CLI median ${ms(cli.medianMs)}, peak ${mib(cli.peakMb)}`;

/** Word → PDF, a one-page and a ten-page document of Chinese and English lines, each converted once. */
async function officeLine(): Promise<string> {
  const tenPages = Array.from({ length: 10 }, (_, page) => Array.from({ length: 25 }, (_, line) => `第 ${page + 1} 页第 ${line + 1} 行：中文与 English 混排的段落，用来测量转换时间。`));
  const parts: string[] = [];
  for (const [what, pages] of [['1 page', CHINESE_PAGES.slice(0, 1)], ['10 pages', tenPages]] as const) {
    const started = performance.now();
    const { data } = await convert(officeToPdf, [docxUpload(pages)]);
    parts.push(`${what} ${ms(performance.now() - started)} (${data.Files[0].Pages} pages out)`);
  }
  return `Office → PDF through LibreOffice, a .docx: ${parts.join('; ')}`;
}

/** The bench's PDFs, written into `dir`: three 200-page volumes, a 500-page book, the first volume encrypted with `bench-pw`. */
export async function benchPdfs(dir: string): Promise<{ parts: string[]; book: string; locked: string }> {
  const write = async (name: string, bytes: Promise<Uint8Array>) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, await bytes);
    return file;
  };
  const parts = await Promise.all(['A', 'B', 'C'].map((label, i) => write(`part-${label}.pdf`, textPdf({ label: `Volume ${label}`, pages: 200, seed: 200 + i }))));
  const book = await write('book-500.pdf', textPdf({ label: 'Handbook', pages: 500, seed: 500 }));
  const locked = path.join(dir, 'locked-200.pdf');
  measured('qpdf', ['--encrypt', 'bench-pw', 'bench-owner', '256', '--', parts[0], locked], dir);
  return { parts, book, locked };
}

/** A PDF operation on the bench's files, as the hub's engine takes it and as qpdf does it. */
export interface PdfOperation {
  what: string;
  engine: 'merge' | 'split' | 'encrypt' | 'decrypt';
  inputs: string[];
  /** The task's input, given how the inputs are named (`f0`… for the engine alone, upload keys through the hub). */
  request: (files: string[]) => unknown;
  /** qpdf's arguments doing the same, writing to `out`. */
  qpdf: (out: string) => string[];
}

export function pdfOperations({ parts, book, locked }: Awaited<ReturnType<typeof benchPdfs>>): PdfOperation[] {
  return [
    { what: 'merge 3 × 200 pages', engine: 'merge', inputs: parts, request: (files) => ({ files: files.map((file, i) => ({ file, name: `part-${i}.pdf` })) }), qpdf: (out) => ['--empty', '--pages', ...parts, '--', out] },
    { what: 'split 500 pages into 10', engine: 'split', inputs: [book], request: ([file]) => ({ file, mode: 'every', every: 50 }), qpdf: (out) => [book, '--split-pages=50', out.replace(/\.pdf$/, '-%d.pdf')] },
    {
      what: 'encrypt 200 pages (AES-256)',
      engine: 'encrypt',
      inputs: [parts[0]],
      request: ([file]) => ({ file, userPassword: 'bench-pw', permissions: { print: true, copy: false, modify: false } }),
      qpdf: (out) => ['--encrypt', 'bench-pw', 'bench-owner', '256', '--extract=n', '--modify=none', '--', parts[0], out],
    },
    { what: 'decrypt 200 pages', engine: 'decrypt', inputs: [locked], request: ([file]) => ({ file, password: 'bench-pw' }), qpdf: (out) => ['--password=bench-pw', '--decrypt', locked, out] },
  ];
}

export async function pdfFigures(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-bench-pdf-'));
  try {
    const files = await benchPdfs(dir);
    const scan = path.join(dir, 'scan-50.pdf');
    fs.writeFileSync(scan, await scannedPdf({ pages: 50, dpi: 200, quality: 75, seed: 50 }));
    const out = (name: string) => path.join(dir, name);
    const lines: string[] = [];

    for (const operation of pdfOperations(files)) {
      const hub = engine(operation.engine, operation.request(operation.inputs.map((_, i) => `f${i}`)), operation.inputs, dir);
      lines.push(line(`PDF ${operation.what}`, hub, qpdf(operation.qpdf(out(`${operation.engine}.pdf`)), dir)));
    }

    const scanBytes = fs.statSync(scan).size;
    const cliCompressed = out('qpdf-compressed.pdf');
    const cli = qpdf(['--object-streams=generate', '--recompress-flate', scan, cliCompressed], dir, 3);
    const sizeOf = (bytes: number) => `${mb(bytes)} (${(((bytes - scanBytes) / scanBytes) * 100).toFixed(0)} %)`;
    const levels = (['light', 'recommended', 'strong'] as const).map((level) => ({ level, figures: engine('compress', { file: 'f0', level }, [scan], dir, 3) }));
    lines.push(line(`PDF compress a 50-page 200 dpi colour scan of ${mb(scanBytes)}, recommended level`, levels[1].figures, cli));
    lines.push(
      `PDF compress sizes: ${levels.map(({ level, figures }) => `${level} ${sizeOf(figures.data.OutputBytes)} in ${ms(figures.medianMs)}`).join('; ')}; ` +
        `qpdf --object-streams=generate --recompress-flate ${sizeOf(fs.statSync(cliCompressed).size)}`,
    );
    lines.push(await officeLine());
    return lines;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await pdfFigures()).join('\n'));
