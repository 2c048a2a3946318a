/**
 * Human split's figures: the time for a 1-megapixel portrait, the whole task (decode, detect,
 * segment, guided filter, lay on a colour, encode) and the matte alone, each the median of
 * five warm runs; the IoU of the matte against the true outline on each portrait of the set
 * (server/engines/image/human-split/test-data/README.md) and their mean; the process's peak
 * memory. `cd bench && pnpm exec tsx image-human-split.ts` runs it alone.
 */
import { personMatte } from '../server/engines/image/human-split/matte';
import { humanSplit } from '../server/engines/image/human-split/task';
import { maskIou, megapixelPortrait, portraitSet } from '../server/engines/image/human-split/test-support/portrait-set';
import { readUploadedImage } from '../server/engines/image/uploaded-image';

const RUNS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function medianTime(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm: models loaded, kernels compiled
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

export async function humanSplitFigures(): Promise<string[]> {
  const { image: photo, megapixels } = await megapixelPortrait();
  const context = {
    scene: 'human_split',
    readObject: async () => photo,
    progress: () => undefined,
    signal: new AbortController().signal,
  };
  const task = await medianTime(() => humanSplit({ file: 'photo', name: 'me.jpg', background: 'colour', colour: '#438edb' }, context));
  const { picture } = await readUploadedImage(photo);
  const matte = await medianTime(() => personMatte(picture));
  const lines = [`human split (NanoDet person check + MediaPipe selfie segmentation on TensorFlow.js WebAssembly, colour guided filter at full size), median of ${RUNS} warm runs:`];
  lines.push(`  whole task per 1 MP ${Math.round(task / megapixels)} ms, matte alone ${Math.round(matte / megapixels)} ms (aim ≤ 1000 ms)`);
  const ious: number[] = [];
  for (const portrait of await portraitSet()) {
    const upload = await readUploadedImage(portrait.image);
    const found = await personMatte(upload.picture);
    const iou = found ? maskIou(found.alpha, portrait.truth) : 0;
    ious.push(iou);
    lines.push(`  IoU ${iou.toFixed(3)}  ${portrait.name} (${portrait.width} × ${portrait.height})`);
  }
  lines.push(`  IoU mean ${(ious.reduce((sum, iou) => sum + iou, 0) / ious.length).toFixed(3)} over ${ious.length} portraits (aim ≥ 0.9)`);
  // ru_maxrss is in kilobytes on Linux: the whole process, TensorFlow.js's WebAssembly heap included.
  lines.push(`  peak memory of the process ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await humanSplitFigures()).join('\n'));
