/**
 * Figures of image fix (issue 18) — never a pass or a fail on a time — each printed beside the
 * previous run's (kept in .bench/image-fix.json):
 *  - the task as a worker runs it (the handler: PNG upload read, enlarged, result encoded),
 *    each size in a process of its own: the first task with the model's load, then the median
 *    wall and CPU time, how often the progress bar moved, the process's peak memory — a
 *    512 × 512 photo made 2×, a 1 MP one made 2×, a 0.5 MP one made 4×, and denoising of 1 MP;
 *  - quality, on the test photos of server/engines/image/image-fix/test-data (see its README):
 *    each reduced by the scale with bicubic filtering, enlarged back and held against the
 *    original — PSNR of ESRGAN-slim beside bicubic enlargement, per photo and the mean gain;
 *    then the same photos reduced 2× and spoilt (noise σ 10, JPEG quality 30), enlarged with
 *    and without denoising;
 *  - the same network on TensorFlow.js's WebAssembly backend (as the package meant it to run),
 *    512² made 2×, for comparison.
 * The issue's aims: 512² → 2× ≤ 4 s, 1 MP → 2× ≤ 16 s with live progress, peak ≤ 800 MiB,
 * PSNR gain over bicubic ≥ 1 dB.
 * `pnpm exec tsx image-fix.ts` runs it alone (about a minute).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PREVIOUS_FILE = path.join(ROOT, '.bench', 'image-fix.json');

type SpeedCase = { kind: 'task'; photo: 'astronaut' | 'coffee' | 'chelsea'; width: number; height: number; scale: 2 | 4; runs: number } | { kind: 'denoise'; width: number; height: number; runs: number } | { kind: 'tfjs'; side: number; runs: number };

interface Speed {
  firstMs: number;
  medianMs: number;
  medianCpuMs: number;
  /** Times the task's progress moved during one run. */
  progressSteps: number;
  peakMb: number;
}

interface Quality {
  /** Per scale: each photo's PSNR gain (dB) over bicubic, and the mean. */
  gains: Record<string, { photos: Record<string, number>; mean: number }>;
  /** Per spoiling: mean PSNR of bicubic, ESRGAN, denoise + ESRGAN (2×). */
  spoilt: Record<string, { bicubic: number; esrgan: number; denoised: number }>;
}

interface Figures {
  date: string;
  speeds: Record<string, Speed>;
  quality: Quality;
}

const SPEED_CASES: Record<string, SpeedCase> = {
  '512² → 2×': { kind: 'task', photo: 'astronaut', width: 512, height: 512, scale: 2, runs: 5 },
  '1 MP (1224 × 816) → 2×': { kind: 'task', photo: 'coffee', width: 1224, height: 816, scale: 2, runs: 3 },
  '0.5 MP (866 × 577) → 4×': { kind: 'task', photo: 'chelsea', width: 866, height: 577, scale: 4, runs: 3 },
  'denoise alone, 1 MP': { kind: 'denoise', width: 1224, height: 816, runs: 3 },
  '512² → 2× on TensorFlow.js WebAssembly (comparison)': { kind: 'tfjs', side: 512, runs: 2 },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One timed call: wall and CPU milliseconds. */
async function timed(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  const [t0, cpu0] = [performance.now(), process.cpuUsage()];
  await work();
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** Runs in a process of its own (`--speed NAME`), so its peak memory is its own. */
async function measureSpeed(spec: SpeedCase): Promise<Speed> {
  const { original, bicubic } = await import('../server/engines/image/image-fix/test-support/quality');
  const { sharpOfPicture } = await import('../server/engines/image/picture');
  let work: () => Promise<unknown>;
  let progressSteps = 0;
  if (spec.kind === 'task') {
    const { imageFix } = await import('../server/engines/image/image-fix/task');
    const upload = await sharpOfPicture(await bicubic(await original(spec.photo), spec.width, spec.height))
      .png()
      .toBuffer();
    work = () =>
      imageFix(
        { file: 'upload', name: 'photo.png', scale: spec.scale, denoise: false },
        { scene: 'image_fix', readObject: async () => upload, progress: () => progressSteps++, signal: new AbortController().signal },
      );
  } else if (spec.kind === 'denoise') {
    const { denoise } = await import('../server/engines/image/image-fix/denoise');
    const picture = await bicubic(await original('coffee'), spec.width, spec.height);
    work = async () => denoise(picture, undefined, () => progressSteps++);
  } else {
    const { loadTfjsEsrgan } = await import('../server/engines/image/image-fix/test-support/tfjs-esrgan');
    const picture = await bicubic(await original('astronaut'), spec.side, spec.side);
    const area = spec.side * spec.side;
    const planes = new Float32Array(3 * area).map((_, k) => picture.data[(k % area) * 4 + Math.floor(k / area)]);
    let model: Awaited<ReturnType<typeof loadTfjsEsrgan>> | undefined;
    work = async () => (model ??= await loadTfjsEsrgan(2)).run(planes, spec.side, spec.side);
  }
  const first = await timed(work);
  const runs: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < spec.runs; i++) {
    progressSteps = 0;
    runs.push(await timed(work));
  }
  return {
    firstMs: first.ms,
    medianMs: median(runs.map((r) => r.ms)),
    medianCpuMs: median(runs.map((r) => r.cpuMs)),
    progressSteps,
    // ru_maxrss is in kilobytes on Linux: the whole process, the runtime's native buffers included.
    peakMb: process.resourceUsage().maxRSS / 1024,
  };
}

async function measureQuality(): Promise<Quality> {
  const { TEST_PHOTOS, original, bicubic, psnr, withNoise, jpegOf } = await import('../server/engines/image/image-fix/test-support/quality');
  const { upscale } = await import('../server/engines/image/image-fix/upscaler');
  const { denoise } = await import('../server/engines/image/image-fix/denoise');
  const ctx = { progress: () => undefined, signal: new AbortController().signal };
  const gains: Quality['gains'] = {};
  for (const scale of [2, 4] as const) {
    const photos: Record<string, number> = {};
    for (const name of TEST_PHOTOS) {
      const hr = await original(name, scale);
      const lr = await bicubic(hr, hr.width / scale, hr.height / scale);
      // The outermost `scale` pixels left out, as super-resolution benchmarks do.
      photos[name] = psnr(hr, await upscale(lr, scale, ctx), scale) - psnr(hr, await bicubic(lr, hr.width, hr.height), scale);
    }
    gains[`${scale}×`] = { photos, mean: Object.values(photos).reduce((a, b) => a + b, 0) / TEST_PHOTOS.length };
  }
  const spoilt: Quality['spoilt'] = {};
  for (const [label, spoil] of [
    ['noise σ 10', async (p: Awaited<ReturnType<typeof original>>) => withNoise(p, 10)],
    ['JPEG quality 30', (p: Awaited<ReturnType<typeof original>>) => jpegOf(p, 30)],
  ] as const) {
    const sums = { bicubic: 0, esrgan: 0, denoised: 0 };
    for (const name of TEST_PHOTOS) {
      const hr = await original(name, 2);
      const lr = await spoil(await bicubic(hr, hr.width / 2, hr.height / 2));
      sums.bicubic += psnr(hr, await bicubic(lr, hr.width, hr.height), 2) / TEST_PHOTOS.length;
      sums.esrgan += psnr(hr, await upscale(lr, 2, ctx), 2) / TEST_PHOTOS.length;
      sums.denoised += psnr(hr, await upscale(denoise(lr), 2, ctx), 2) / TEST_PHOTOS.length;
    }
    spoilt[label] = sums;
  }
  return { gains, spoilt };
}

function inProcess<T>(flag: string, arg?: string): T {
  const out = execFileSync('pnpm', ['exec', 'tsx', path.join(import.meta.dirname, 'image-fix.ts'), flag, ...(arg ? [arg] : [])], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 10 * 60_000,
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as T;
}

const previousFigures = (): Figures | undefined => {
  try {
    return JSON.parse(fs.readFileSync(PREVIOUS_FILE, 'utf8')) as Figures;
  } catch {
    return undefined;
  }
};

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const db = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} dB`;

function speedLine(name: string, now: Speed, before?: Speed): string {
  const figures = (f: Speed) =>
    `median ${s(f.medianMs)} (CPU ${s(f.medianCpuMs)}), the first run ${s(f.firstMs)}${SPEED_CASES[name].kind === 'denoise' ? '' : ' (the model loaded in it)'}, ` +
    `progress moved ${f.progressSteps}×, peak ${f.peakMb.toFixed(0)} MiB`;
  return `image fix ${name}: ${figures(now)}${before ? `; previous run ${figures(before)}` : ''}`;
}

function qualityLines(now: Quality, before?: Quality): string[] {
  const lines = Object.entries(now.gains).map(([scale, { photos, mean }]) => {
    const previous = before?.gains[scale];
    const each = Object.entries(photos)
      .map(([photo, gain]) => `${photo} ${db(gain)}`)
      .join(', ');
    return `image fix ${scale} PSNR gain over bicubic (ESRGAN-slim, test photos reduced ${scale} bicubic): mean ${db(mean)} (${each})${previous ? `; previous run ${db(previous.mean)}` : ''}`;
  });
  for (const [spoiling, { bicubic, esrgan, denoised }] of Object.entries(now.spoilt)) {
    const previous = before?.spoilt[spoiling];
    lines.push(
      `image fix 2× of photos with ${spoiling}, mean PSNR: bicubic ${bicubic.toFixed(2)} dB, ESRGAN-slim ${esrgan.toFixed(2)} dB, denoise + ESRGAN-slim ${denoised.toFixed(2)} dB` +
        (previous ? `; previous run ${previous.bicubic.toFixed(2)} / ${previous.esrgan.toFixed(2)} / ${previous.denoised.toFixed(2)} dB` : ''),
    );
  }
  return lines;
}

export function imageFixFigures(): string[] {
  const before = previousFigures();
  const speeds = Object.fromEntries(Object.keys(SPEED_CASES).map((name) => [name, inProcess<Speed>('--speed', name)]));
  const quality = inProcess<Quality>('--quality');
  const now: Figures = { date: new Date().toISOString().slice(0, 10), speeds, quality };
  fs.mkdirSync(path.dirname(PREVIOUS_FILE), { recursive: true });
  fs.writeFileSync(PREVIOUS_FILE, `${JSON.stringify(now, null, 2)}\n`);
  return [
    ...(before ? [`image fix: previous run ${before.date}`] : ['image fix: no previous run on this machine']),
    ...Object.entries(speeds).map(([name, speed]) => speedLine(name, speed, before?.speeds[name])),
    ...qualityLines(quality, before?.quality),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, arg] = process.argv.slice(2);
  if (flag === '--speed') process.stdout.write(`${JSON.stringify(await measureSpeed(SPEED_CASES[arg as string]))}\n`);
  else if (flag === '--quality') process.stdout.write(`${JSON.stringify(await measureQuality())}\n`);
  else console.info(imageFixFigures().join('\n'));
}
