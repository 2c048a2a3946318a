/**
 * Where the text is: the lines PP-OCRv4's detector finds (../../ocr/detect-lines.ts), on the
 * model the recognitions already load in this worker thread (../../ocr/paddle.ts loadModel),
 * so a thread that has read text holds one copy of it, not two. The recogniser is not run:
 * what the lines say does not matter here, only where they are.
 */
import type { ImageArea } from '@toolhub/contracts';
import { detectLines } from '../../ocr/detect-lines';
import type { Box } from '../../ocr/line-crop';
import { loadModel } from '../../ocr/paddle';
import { rgbPixels } from '../../ocr/pixels';
import type { Picture } from '../picture';

export type { Box } from '../../ocr/line-crop';

/** A rectangle in pixels: left, top, right, bottom (exclusive). */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export async function textLineBoxes(picture: Picture): Promise<Box[]> {
  const { sessions } = await loadModel();
  const page = await rgbPixels({ data: picture.data, width: picture.width, height: picture.height, channels: 4 });
  return (await detectLines(sessions, page)).map(({ box }) => box);
}

/** The visitor's area in pixels; the whole picture when none was chosen. */
export function areaRect({ width, height }: Picture, area?: ImageArea): PixelRect {
  if (!area) return { left: 0, top: 0, right: width, bottom: height };
  const left = Math.max(0, Math.floor(area.x * width));
  const top = Math.max(0, Math.floor(area.y * height));
  return { left, top, right: Math.min(width, Math.ceil((area.x + area.width) * width)), bottom: Math.min(height, Math.ceil((area.y + area.height) * height)) };
}

/**
 * Lines inside the area: those whose centre is in it. A line the area's edge cuts through is
 * then removed only as far as the area reaches (the mask is clipped to it): the visitor drew
 * the area around what should go, and nothing outside it changes.
 */
export function boxesInArea(boxes: Box[], rect: PixelRect): Box[] {
  return boxes.filter((box) => {
    const x = box.reduce((sum, [px]) => sum + px, 0) / box.length;
    const y = box.reduce((sum, [, py]) => sum + py, 0) / box.length;
    return x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
  });
}
