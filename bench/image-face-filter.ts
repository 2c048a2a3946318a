/**
 * Figures of face filters — never a pass or a fail on a time. On one-megapixel photos (Grace
 * Hopper and the astronaut of the image recognition test photos, enlarged to about 1 MP and
 * saved again as JPEG quality 70, and both side by side as a two-face photo): face detection
 * with landmarks, the whole effect (a typical look: smoothing 60, brightening 30, slimming 40,
 * eyes 40, glasses), and the task as a worker runs it (decoding the upload and encoding the
 * result too), each the median of five warm runs; then what the effects measurably do, and the
 * process's peak memory. `cd bench && pnpm exec tsx image-face-filter.ts` runs it alone.
 */
import type { FaceFilterInput } from '@toolhub/contracts';
import { engineContext } from '../server/src/tasks/test-support/engine-context';
import type { Picture } from '../server/engines/image/picture';
import { readUploadedImage } from '../server/engines/image/uploaded-image';
import { applyFaceFilter, type FaceLook } from '../server/engines/image/face-filter/face-filter';
import { distance, frameOf } from '../server/engines/image/face-filter/face-geometry';
import { findFaces, type Face } from '../server/engines/image/face-filter/find-faces';
import { LEFT_JAW, RIGHT_JAW } from '../server/engines/image/face-filter/landmark-indices';
import { skinMaskOf } from '../server/engines/image/face-filter/skin-mask';
import { faceFilter } from '../server/engines/image/face-filter/task';
import { magnificationAt, megapixelJpeg, textureEnergy } from '../server/engines/image/face-filter/test-support/photos';

const RUNS = 5;
const LOOK: FaceLook = { smooth: 60, brighten: 30, slim: 40, eyes: 40, sticker: 'glasses' };
const NOTHING: FaceLook = { smooth: 0, brighten: 0, slim: 0, eyes: 0, sticker: 'none' };
const ctx = { progress: () => undefined, signal: new AbortController().signal };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function timed(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm: models loaded, code compiled
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const jawWidth = (face: Face) => RIGHT_JAW.reduce((sum, right, k) => sum + distance(face.points[right], face.points[LEFT_JAW[k]]), 0) / RIGHT_JAW.length;

async function effectFigures(picture: Picture): Promise<string[]> {
  const [face] = await findFaces(picture);
  const frame = frameOf(face);
  const { region, weights } = skinMaskOf(face, frame, picture.width, picture.height);
  const onSkin = (x: number, y: number) => {
    const [u, v] = [x - region.left, y - region.top];
    return u >= 0 && v >= 0 && u < region.width && v < region.height && weights[v * region.width + u] > 0.95;
  };
  const smoothed = (await applyFaceFilter(picture, { ...NOTHING, smooth: 80 }, ctx)).picture;
  const [slimmed] = await findFaces((await applyFaceFilter(picture, { ...NOTHING, slim: 100 }, ctx)).picture);
  const enlarged = (await applyFaceFilter(picture, { ...NOTHING, eyes: 100 }, ctx)).picture;
  const zoom = magnificationAt(picture, enlarged, frame.rightEye, Math.round(frame.eyeDistance * 0.18));
  return [
    `  smoothing 80: skin texture energy (Laplacian²) ${Math.round((1 - textureEnergy(smoothed, onSkin) / textureEnergy(picture, onSkin)) * 100)} % lower`,
    `  slimming 100: jaw ${jawWidth(face).toFixed(0)} → ${jawWidth(slimmed).toFixed(0)} px across (${((1 - jawWidth(slimmed) / jawWidth(face)) * 100).toFixed(1)} % narrower, landmarks read again)`,
    `  eyes 100: the eye shown ${zoom.toFixed(2)}× as large at its centre`,
  ];
}

export async function faceFilterFigures(): Promise<string[]> {
  const lines = [`face filters (BlazeFace + MediaPipe face mesh on TensorFlow.js WebAssembly; classical retouch and warps), median of ${RUNS} warm runs:`];
  for (const [label, names] of [
    ['Grace Hopper', ['grace-hopper.jpg']],
    ['astronaut', ['astronaut.jpg']],
    ['two faces', ['grace-hopper.jpg', 'astronaut.jpg']],
  ] as const) {
    const jpeg = await megapixelJpeg([...names]);
    const { picture } = await readUploadedImage(jpeg);
    const found = (await findFaces(picture)).length;
    const detect = await timed(() => findFaces(picture));
    const effect = await timed(() => applyFaceFilter(picture, LOOK, ctx));
    const input: FaceFilterInput = { file: 'photo', name: 'photo.jpg', ...LOOK };
    const task = await timed(() => faceFilter(input, engineContext(jpeg)));
    lines.push(
      `  ${label.padEnd(12)} ${picture.width} × ${picture.height} (${((picture.width * picture.height) / 1e6).toFixed(2)} MP), ${found} face(s): detection + landmarks ${Math.round(detect)} ms, whole effect ${Math.round(effect)} ms, task with JPEG decode/encode ${Math.round(task)} ms (aim ≤ 500 ms)`,
    );
    if (label === 'Grace Hopper') lines.push(...(await effectFigures(picture)));
  }
  // ru_maxrss is in kilobytes on Linux: the whole process, TensorFlow.js's WebAssembly heap included.
  lines.push(`  peak memory of the process ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await faceFilterFigures()).join('\n'));
