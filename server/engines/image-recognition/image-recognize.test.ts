/**
 * Image recognition on the openly licensed photos of `test-data/` (sources in its README), run
 * through the recognition handler as a task runs it: each photo's expected objects come out
 * (on top where the photo is about one thing), boxes land on the object, and a photo of none
 * of COCO's classes is a clear failure. Prints precision and recall over the set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RECOGNITION_FAILURES, SCENE_RECOGNITIONS, imageRecognitionResultSchema, type ImageLabel } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { engineContext, recognitionInput } from '../../src/tasks/test-support/engine-context';
import { recognise } from '../ocr/recognise';
import { MIN_SCORE } from './labels';

const DATA = path.join(import.meta.dirname, 'test-data');
const photo = (name: string) => fs.readFileSync(path.join(DATA, name));
const { scene, subReqType } = SCENE_RECOGNITIONS.imageRecognize;

/** Each photo: the objects it shows (the truth for precision and recall) and the one that must come first. */
const PHOTOS: { file: string; objects: string[]; top?: string }[] = [
  { file: 'cat.jpg', objects: ['cat'], top: 'cat' },
  { file: 'coffee-cup.jpg', objects: ['cup', 'dining table'] },
  { file: 'astronaut.jpg', objects: ['person'], top: 'person' },
  { file: 'cameraman.jpg', objects: ['person'], top: 'person' },
  { file: 'grace-hopper.jpg', objects: ['person', 'tie'], top: 'person' },
  { file: 'rocket-launch.jpg', objects: [] },
];

/** The handler as the cloud-proxy call runs it for the image recognition screen. */
async function labelsOf(image: Buffer): Promise<ImageLabel[]> {
  const output = await recognise(recognitionInput(subReqType), engineContext(image, { scene }));
  return imageRecognitionResultSchema.parse(output.data).Labels;
}

async function labelsOrNone(image: Buffer): Promise<ImageLabel[]> {
  try {
    return await labelsOf(image);
  } catch (error) {
    if ((error as Error).message === RECOGNITION_FAILURES.noObject) return [];
    throw error;
  }
}

describe('image recognition', () => {
  it("finds each photo's objects, with its main object on top; prints precision and recall", async () => {
    let found = 0;
    let answered = 0;
    let truths = 0;
    for (const { file, objects, top } of PHOTOS) {
      const started = performance.now();
      const labels = await labelsOrNone(photo(file));
      const ms = performance.now() - started;
      const names = new Set(labels.map((label) => label.Name));
      console.info(`${file} (${Math.round(ms)} ms): ${labels.map((l) => `${l.Name} ${l.Confidence}`).join(', ') || 'nothing'}`);
      // Sorted by confidence, every one above the threshold.
      expect(labels.map((l) => l.Confidence)).toEqual([...labels.map((l) => l.Confidence)].sort((a, b) => b - a));
      for (const label of labels) expect(label.Confidence).toBeGreaterThanOrEqual(MIN_SCORE * 100);
      if (top) expect(labels[0]?.Name, file).toBe(top);
      for (const object of objects) expect([...names], file).toContain(object);
      found += objects.filter((object) => names.has(object)).length;
      truths += objects.length;
      answered += names.size;
      for (const name of names) if (!objects.includes(name)) console.info(`  not in the photo's truth: ${name}`);
    }
    const precision = found / answered;
    const recall = found / truths;
    console.info(`image recognition over ${PHOTOS.length} photos: precision ${(precision * 100).toFixed(0)} % (${found}/${answered} classes), recall ${(recall * 100).toFixed(0)} % (${found}/${truths})`);
    expect(recall).toBe(1);
    expect(precision).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it("boxes the object in the uploaded image's pixels, also when the photo is large or turned by EXIF", async () => {
    const cat = photo('cat.jpg'); // 451 × 300, the cat fills it
    const [small] = await labelsOf(cat);
    expect(small.Box.X).toBeLessThan(40);
    expect(small.Box.Y).toBeLessThan(40);
    expect(small.Box.X + small.Box.Width).toBeGreaterThan(380);
    expect(small.Box.X + small.Box.Width).toBeLessThanOrEqual(451);
    expect(small.Box.Y + small.Box.Height).toBeLessThanOrEqual(300);

    // Six times larger (2706 × 1800: the engine works on a copy no larger than 2400 px).
    const [large] = await labelsOf(await sharp(cat).resize(2706).jpeg().toBuffer());
    expect(large.Name).toBe('cat');
    expect(large.Box.X + large.Box.Width).toBeGreaterThan(380 * 6);
    expect(large.Box.X + large.Box.Width).toBeLessThanOrEqual(2706);

    // Stored on its side (300 × 451) with EXIF orientation 6: viewers, the preview and the engine turn it upright.
    const sideways = await sharp(cat).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 300, height: 451, orientation: 6 });
    const [upright] = await labelsOf(sideways);
    expect(upright.Name).toBe('cat');
    for (const side of ['X', 'Y', 'Width', 'Height'] as const) expect(Math.abs(upright.Box[side] - small.Box[side]), side).toBeLessThan(15);
  }, 60_000);

  it('answers "no object recognised" for a photo of nothing it knows, and "error reading file" for one it cannot read', async () => {
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8fb3d9' } }).jpeg().toBuffer();
    await expect(labelsOf(blank)).rejects.toMatchObject({ name: 'TaskFailure', detail: RECOGNITION_FAILURES.noObject });
    await expect(labelsOf(photo('rocket-launch.jpg'))).rejects.toMatchObject({ detail: RECOGNITION_FAILURES.noObject });
    const tiny = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(labelsOf(tiny)).rejects.toMatchObject({ detail: RECOGNITION_FAILURES.noObject });
    await expect(labelsOf(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).rejects.toMatchObject({ detail: RECOGNITION_FAILURES.unreadable });
    const cat = photo('cat.jpg');
    await expect(labelsOf(cat.subarray(0, cat.length / 2))).rejects.toMatchObject({ detail: RECOGNITION_FAILURES.unreadable });
  }, 60_000);
});
