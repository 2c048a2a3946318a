/**
 * A sticker drawn onto a face: its SVG scaled to the face and turned by the face's roll,
 * rendered by librsvg (through sharp) at just the size it covers, then laid over the photo
 * with its transparency ("over" compositing). Pixels the sticker does not cover are untouched.
 */
import sharp from 'sharp';
import { compositeOver } from '../filters/composite-over';
import { CHANNELS, type Picture } from '../picture';
import type { FaceFrame } from './face-geometry';
import type { StickerArt } from './sticker-art';

/** The sticker as an SVG document of its turned bounding box, and where that box's top-left goes. */
export function stickerSvg(art: StickerArt, frame: FaceFrame): { svg: string; left: number; top: number; width: number; height: number } {
  const { centre, width } = art.place(frame);
  const scale = width / art.width;
  const cos = Math.abs(Math.cos(frame.roll));
  const sin = Math.abs(Math.sin(frame.roll));
  const boxWidth = Math.ceil((art.width * cos + art.height * sin) * scale) + 2;
  const boxHeight = Math.ceil((art.width * sin + art.height * cos) * scale) + 2;
  const left = Math.floor(centre.x - boxWidth / 2);
  const top = Math.floor(centre.y - boxHeight / 2);
  const degrees = (frame.roll * 180) / Math.PI;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}" viewBox="0 0 ${boxWidth} ${boxHeight}">` +
    `<g transform="translate(${(centre.x - left).toFixed(2)} ${(centre.y - top).toFixed(2)}) rotate(${degrees.toFixed(2)}) scale(${scale.toFixed(5)})">${art.markup}</g></svg>`;
  return { svg, left, top, width: boxWidth, height: boxHeight };
}

export async function placeSticker(picture: Picture, art: StickerArt, frame: FaceFrame): Promise<void> {
  const { svg, left, top, width, height } = stickerSvg(art, frame);
  // A sticker for a face far smaller than a pixel's worth is nothing to draw.
  if (width < 3 || height < 3) return;
  const layer = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const { data } = picture;
  for (let y = Math.max(0, -top); y < height && top + y < picture.height; y++) {
    for (let x = Math.max(0, -left); x < width && left + x < picture.width; x++) {
      const s = (y * width + x) * CHANNELS;
      // "Over": the photo's own transparency (a cut-out) counts in what shows through.
      compositeOver(data, ((top + y) * picture.width + left + x) * CHANNELS, layer, s, layer[s + 3] / 255);
    }
  }
}
