/**
 * ESRGAN-slim enlarging a picture 2× or 4×, run by ONNX Runtime on the graphs esrgan-graph.ts
 * writes from the package's Keras networks — the same network and weights TensorFlow.js would
 * run (outputs equal within 4·10⁻⁴ of 255, upscaler.test.ts), in a quarter of the CPU time and,
 * on two cores, about a ninth of the wall time: a 512² picture made 2× in 0.34 s (0.63 s of CPU)
 * on a quiet machine, against 3.0 s (2.9 s) on TensorFlow.js's WebAssembly backend, which runs
 * on one thread in Node (bench/image-fix.ts).
 *
 * The picture is cut into tiles, each run with `reach` pixels of the picture around it (as far
 * as an output pixel of the network sees) and only its own part of the answer kept: every
 * output pixel is then exactly what the whole picture in one run would give, while memory
 * stays that of one tile whatever the picture's size. Transparency is not the network's: the
 * alpha channel is enlarged on its own (Lanczos), so a logo's cut-out edge stays where it was.
 *
 * Each scale's session is made once per worker thread, on its first task, and kept.
 *
 * What the visitor gets (bench/image-fix.ts, photos reduced and enlarged back): at 2× a PSNR
 * 2.4 dB above bicubic enlargement, at 4× only 0.5 dB, with a faint 4-pixel grid in flat areas:
 * the x4 network's last convolution works on a nearest-neighbour enlargement, and the middle
 * two of every four output pixels see one small pixel alone. ESRGAN-medium does no better at
 * 4×; ESRGAN-thick (@upscalerjs/esrgan-thick, MIT) gains 1.0 dB without the grid, at about 70 µs
 * of CPU a pixel of input (20 times slower) and a receptive field of 154 pixels.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { onnxRuntime, sessionOptions, type OrtSession, type OrtTensor } from '../../ocr/onnx-sessions';
import { stopIfAborted } from '../effect-task';
import { CHANNELS, hasTransparency, type Picture } from '../picture';
import { esrganGraph, type LayersModelJson } from './esrgan-graph';
import { ESRGAN_GRAPH_FILE, esrganModelFolder, type EsrganScale } from './model-files';
import { onnxModel } from './onnx-proto';

interface Upscaler {
  session: OrtSession;
  makeTensor: (data: Float32Array, dims: number[]) => OrtTensor;
  scale: EsrganScale;
  /** Input pixels of context a tile needs on each side for its answer to be exact. */
  reach: number;
}

async function createUpscaler(scale: EsrganScale): Promise<Upscaler> {
  const folder = esrganModelFolder(scale);
  const model = JSON.parse(await fs.readFile(path.join(folder, ESRGAN_GRAPH_FILE), 'utf8')) as LayersModelJson;
  const weights = await fs.readFile(path.join(folder, model.weightsManifest[0].paths[0]));
  const graph = esrganGraph(model, weights);
  if (graph.scale !== scale) throw new Error(`the x${scale} model enlarges ${graph.scale}×`);
  const ort = onnxRuntime();
  // The recogniser's options (onnx-sessions.ts), which hold here too: one thread per core (a 512²
  // picture made 2× in 0.33–0.40 s on two threads against 0.9–1.0 s on one, for 10 % more CPU
  // time), not spinning while they wait, no memory pattern (the last tiles of a row or column
  // have other sizes).
  const session = await ort.InferenceSession.create(onnxModel(graph.graph), sessionOptions());
  return { session, makeTensor: (data, dims) => new ort.Tensor('float32', data, dims), scale, reach: graph.reach };
}

const upscalers = new Map<EsrganScale, Promise<Upscaler>>();

/** The scale's upscaler, made on first use; a failed one is tried again by the next task. */
export function loadUpscaler(scale: EsrganScale): Promise<Upscaler> {
  let loading = upscalers.get(scale);
  if (!loading) {
    loading = createUpscaler(scale).catch((error: unknown) => {
      upscalers.delete(scale);
      throw error;
    });
    upscalers.set(scale, loading);
  }
  return loading;
}

/**
 * Output pixels along a tile's side, context excluded: 384 input pixels a side at 2×, 192 at
 * 4×. Measured here (CPU time and peak memory of a process doing only this), a 1 MP picture
 * made 2×: tiles of 128, 256, 384 and 512 input pixels took 3.4, 3.2, 2.9 and 2.7 s of CPU
 * with peaks of 260, 375, 440 and 820 MiB (the whole picture in one run, 2.6 s and 2.2 GiB);
 * a 0.5 MP picture made 4×: 192, 256 and 384 took 1.6, 1.6 and 1.7 s, peaking at 360, 420
 * and 660 MiB. Past this size a tile saves little time for much memory.
 */
export const TILE_OUTPUT_SIDE = 768;

/** Splits 0…length into parts of at most `most`, as even as can be. */
function spans(length: number, most: number): [number, number][] {
  const count = Math.ceil(length / most);
  return Array.from({ length: count }, (_, i) => [Math.round((i * length) / count), Math.round(((i + 1) * length) / count)]);
}

/** RGB planes (0–255) of the picture's rectangle, as the network takes them. */
function tilePlanes(picture: Picture, x0: number, y0: number, width: number, height: number): Float32Array {
  const area = width * height;
  const planes = new Float32Array(3 * area);
  for (let y = 0; y < height; y++) {
    let from = ((y0 + y) * picture.width + x0) * CHANNELS;
    for (let x = 0, at = y * width; x < width; x++, at++, from += CHANNELS) {
      planes[at] = picture.data[from];
      planes[area + at] = picture.data[from + 1];
      planes[2 * area + at] = picture.data[from + 2];
    }
  }
  return planes;
}

export interface UpscaleContext {
  /** 0–1 of the work. */
  progress(fraction: number): void;
  signal: AbortSignal;
  /** Input pixels along a tile's side: TILE_OUTPUT_SIDE / scale unless a test asks for other tiles. */
  tileSide?: number;
}

/** The picture `scale` times larger on each side. */
export async function upscale(picture: Picture, scale: EsrganScale, ctx: UpscaleContext): Promise<Picture> {
  const upscaler = await loadUpscaler(scale);
  const { reach } = upscaler;
  const [width, height] = [picture.width * scale, picture.height * scale];
  const data = new Uint8Array(width * height * CHANNELS);
  // The same bytes, written with rounding and clamping to 0–255 (the network overshoots a little at edges).
  const clamped = new Uint8ClampedArray(data.buffer);
  const total = picture.width * picture.height;
  let done = 0;
  const tileSide = ctx.tileSide ?? TILE_OUTPUT_SIDE / scale;
  for (const [y0, y1] of spans(picture.height, tileSide)) {
    for (const [x0, x1] of spans(picture.width, tileSide)) {
      stopIfAborted(ctx.signal);
      // The tile with its context, cut at the picture's edges (where the network pads with zeros, as on the whole picture).
      const [inX0, inY0] = [Math.max(0, x0 - reach), Math.max(0, y0 - reach)];
      const [inX1, inY1] = [Math.min(picture.width, x1 + reach), Math.min(picture.height, y1 + reach)];
      const [inWidth, inHeight] = [inX1 - inX0, inY1 - inY0];
      const input = upscaler.makeTensor(tilePlanes(picture, inX0, inY0, inWidth, inHeight), [1, 3, inHeight, inWidth]);
      const outputs = await upscaler.session.run({ [upscaler.session.inputNames[0]]: input });
      const planes = outputs[upscaler.session.outputNames[0]].data;
      const [tileWidth, area] = [inWidth * scale, inWidth * scale * inHeight * scale];
      // Only the tile's own part of the answer: rows s·y0…s·y1, columns s·x0…s·x1 of the output.
      for (let y = y0 * scale; y < y1 * scale; y++) {
        let from = (y - inY0 * scale) * tileWidth + (x0 - inX0) * scale;
        let to = (y * width + x0 * scale) * CHANNELS;
        for (let x = x0 * scale; x < x1 * scale; x++, from++, to += CHANNELS) {
          clamped[to] = planes[from];
          clamped[to + 1] = planes[area + from];
          clamped[to + 2] = planes[2 * area + from];
          clamped[to + 3] = 255;
        }
      }
      done += (x1 - x0) * (y1 - y0);
      ctx.progress(done / total);
    }
  }
  if (hasTransparency(picture)) await enlargeAlpha(picture, { data, width, height });
  return { data, width, height };
}

/** The picture's alpha channel, enlarged with Lanczos, into the enlarged picture's. */
async function enlargeAlpha(picture: Picture, enlarged: Picture): Promise<void> {
  const alpha = Buffer.alloc(picture.width * picture.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = picture.data[i * CHANNELS + 3];
  const big = await sharp(alpha, { raw: { width: picture.width, height: picture.height, channels: 1 } })
    .resize(enlarged.width, enlarged.height, { kernel: 'lanczos3', fit: 'fill' })
    // sharp gives one channel out as three (sRGB) unless told.
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let i = 0; i < big.length; i++) enlarged.data[i * CHANNELS + 3] = big[i];
}
