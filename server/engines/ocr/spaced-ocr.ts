/**
 * @gutenye/ocr-node's Ocr with its own detector and a recognition step of ours that keeps word
 * spaces (word-spaces.ts). The wrapper's step decodes each line's output by itself and throws
 * away the two things a lost space can be found from: the probabilities of every frame and
 * the line image. This step reads the lines as the wrapper does (48 pixels high, the same
 * input, the same model run), then decodes with both, and joins the boxes of one row as the
 * wrapper does.
 *
 * The package exports only Ocr; its Detection and Recognition classes are taken from its
 * build by path (the version is pinned in pnpm-lock.yaml; a changed layout fails the
 * recognition tests at the first load).
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ocr from '@gutenye/ocr-node';
import { lineText, type LineImageData } from './word-spaces';

type Box = [number, number][];

interface WrapperImage extends LineImageData {
  resize(size: { height: number }): Promise<WrapperImage>;
}

interface WrapperLineImage {
  image: WrapperImage;
  box: Box;
}

interface WrapperTensor {
  data: Float32Array;
  dims: readonly number[];
}

interface WrapperRecognition {
  run(lineImages: WrapperLineImage[], options?: { onnxOptions?: object }): Promise<WrapperLine[]>;
  imageToInput(image: WrapperImage, reshape: object): unknown;
  runModel(input: { modelData: unknown; onnxOptions?: object }): Promise<WrapperTensor>;
}

interface WrapperModels {
  Detection: { create(options: ModelOptions): Promise<object> };
  Recognition: { create(options: ModelOptions): Promise<WrapperRecognition> };
}

interface WrapperLine {
  text: string;
  mean: number;
  box: Box;
}

type ModelOptions = NonNullable<Parameters<typeof Ocr.create>[0]>;

/** The wrapper drops lines it is less sure of than this. */
const MIN_MEAN = 0.5;

async function wrapperModels(): Promise<WrapperModels> {
  const require = createRequire(import.meta.url);
  // A dependency of @gutenye/ocr-node, so found from there; the very files its Ocr runs (realpaths, one module instance).
  const common = createRequire(require.resolve('@gutenye/ocr-node')).resolve('@gutenye/ocr-common');
  return (await import(pathToFileURL(path.join(path.dirname(common), 'models', 'index.js')).href)) as WrapperModels;
}

/** The wrapper's reading of the lines (Recognition.run), decoded with spaces. */
async function readLines(recognition: WrapperRecognition, dictionary: string[], lineImages: WrapperLineImage[], onnxOptions: object = {}) {
  const lines: WrapperLine[] = [];
  const images = await Promise.all(lineImages.map((line) => line.image.resize({ height: 48 })));
  for (const [i, image] of images.entries()) {
    const output = await recognition.runModel({ modelData: recognition.imageToInput(image, {}), onnxOptions });
    const [, frames, classes] = output.dims;
    lines.push({ ...lineText({ data: output.data, frames, classes }, dictionary, image), box: lineImages[i].box });
  }
  return rowsOf(lines.filter((line) => line.mean >= MIN_MEAN));
}

/**
 * The wrapper's rows (afAfRec): boxes whose midlines are within half the mean box height of
 * a row's first box join it, left to right, their texts with a space (the detector left a
 * gap between them); rows top to bottom.
 */
function rowsOf(lines: WrapperLine[]): WrapperLine[] {
  if (!lines.length) return [];
  const midline = (box: Box) => (box[0][1] + box[2][1]) / 2;
  const height = lines.reduce((sum, line) => sum + (line.box[2][1] - line.box[0][1]), 0) / lines.length;
  const rows: WrapperLine[][] = [];
  for (const line of lines) {
    const row = rows.find((r) => Math.abs(midline(r[0].box) - midline(line.box)) < height / 2);
    if (row) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => a.box[0][0] - b.box[0][0]);
  rows.sort((a, b) => a[0].box[0][1] - b[0].box[0][1]);
  return rows.map((row) => {
    const [first, last] = [row[0].box, row[row.length - 1].box];
    return {
      text: row.map((line) => line.text).join(' '),
      mean: row.reduce((sum, line) => sum + line.mean, 0) / row.length,
      box: [first[0], last[1], last[2], first[3]],
    };
  });
}

export default class SpacedOcr extends Ocr {
  static override async create(options: ModelOptions = {}): Promise<SpacedOcr> {
    const { Detection, Recognition } = await wrapperModels();
    const dictionaryPath = options.models?.dictionaryPath;
    if (!dictionaryPath) throw new Error('the recognition dictionary is not named');
    const [detection, recognition, dictionaryText] = await Promise.all([
      Detection.create(options),
      Recognition.create(options),
      fs.readFile(dictionaryPath, 'utf8'),
    ]);
    // The wrapper's dictionary: the file's lines, then the space (the model's last class).
    const dictionary = [...dictionaryText.split('\n'), ' '];
    recognition.run = (lineImages, runOptions) => readLines(recognition, dictionary, lineImages, runOptions?.onnxOptions);
    return new SpacedOcr({ detection, recognition } as unknown as ConstructorParameters<typeof Ocr>[0]);
  }
}
