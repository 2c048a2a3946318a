/**
 * ESRGAN-slim's networks as ONNX graphs give what the package's own Keras models give on
 * TensorFlow.js (the reference the upscaler replaces), and a tile of the picture with `reach`
 * pixels of context around it gives exactly what the whole picture gives.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/seeded-random';
import { CHANNELS, type Picture } from '../picture';
import { ESRGAN_SCALES } from './model-files';
import { loadTfjsEsrgan } from './test-support/tfjs-esrgan';
import { loadUpscaler, upscale } from './upscaler';

const random = seededRandom(18);
/** A picture of random colours with smooth patches, the sizes odd. */
function testPicture(width: number, height: number, opaque = true): Picture {
  const data = new Uint8Array(width * height * CHANNELS);
  for (let i = 0; i < data.length; i++) data[i] = i % CHANNELS === 3 && opaque ? 255 : Math.floor(128 + 100 * Math.sin(i / 97) + 27 * random());
  return { data, width, height };
}

const planesOf = (picture: Picture) => {
  const area = picture.width * picture.height;
  const planes = new Float32Array(3 * area);
  for (let i = 0; i < area; i++) for (let c = 0; c < 3; c++) planes[c * area + i] = picture.data[i * CHANNELS + c];
  return planes;
};

const never = new AbortController().signal;

describe('ESRGAN-slim as ONNX graphs', () => {
  it.each(ESRGAN_SCALES)('answers as the Keras model on TensorFlow.js does, ×%i', async (scale) => {
    const picture = testPicture(37, 29);
    const reference = await (await loadTfjsEsrgan(scale)).run(planesOf(picture), 37, 29);
    const { session, makeTensor } = await loadUpscaler(scale);
    const outputs = await session.run({ [session.inputNames[0]]: makeTensor(planesOf(picture), [1, 3, 29, 37]) });
    const output = outputs[session.outputNames[0]];
    expect(output.dims).toEqual([1, 3, 29 * scale, 37 * scale]);
    let most = 0;
    for (let i = 0; i < reference.length; i++) most = Math.max(most, Math.abs(reference[i] - output.data[i]));
    // On a 0–255 scale: float rounding only.
    expect(most).toBeLessThan(0.01);
  }, 60_000);

  it.each(ESRGAN_SCALES)('gives the same pixels tile by tile as in one run, ×%i', async (scale) => {
    const picture = testPicture(71, 53);
    const whole = await upscale(picture, scale, { progress: () => undefined, signal: never, tileSide: 1000 });
    const fractions: number[] = [];
    const tiled = await upscale(picture, scale, { progress: (f) => fractions.push(f), signal: never, tileSide: 16 });
    expect([tiled.width, tiled.height]).toEqual([71 * scale, 53 * scale]);
    // Byte for byte: with one pixel of context less, a few pixels of the tiles' edges come out a level apart.
    expect(Buffer.compare(Buffer.from(tiled.data), Buffer.from(whole.data))).toBe(0);
    // 5 × 4 tiles, each reported as it ends.
    expect(fractions).toHaveLength(20);
    expect(fractions.every((f, i) => i === 0 || f > fractions[i - 1])).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  }, 60_000);
});

describe('the upscaler', () => {
  it('enlarges the alpha channel on its own: a transparent frame stays transparent', async () => {
    const picture = testPicture(40, 30);
    // Opaque in 10…29 across and 8…21 down, transparent around.
    for (let y = 0; y < 30; y++) for (let x = 0; x < 40; x++) picture.data[(y * 40 + x) * CHANNELS + 3] = x >= 10 && x < 30 && y >= 8 && y < 22 ? 255 : 0;
    const big = await upscale(picture, 2, { progress: () => undefined, signal: never });
    const alphaAt = (x: number, y: number) => big.data[(y * big.width + x) * CHANNELS + 3];
    expect([alphaAt(5, 30), alphaAt(40, 5), alphaAt(70, 30), alphaAt(40, 55)]).toEqual([0, 0, 0, 0]);
    expect([alphaAt(25, 20), alphaAt(40, 30), alphaAt(55, 40)]).toEqual([255, 255, 255]);
  }, 60_000);

  it('stops between tiles once the task is stopped', async () => {
    const stop = new AbortController();
    stop.abort(new Error('the task took too long'));
    await expect(upscale(testPicture(40, 30), 2, { progress: () => undefined, signal: stop.signal })).rejects.toThrow('the task took too long');
  });
});
