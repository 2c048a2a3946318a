/**
 * Test photos with text on them, as visitors bring them: a real photo (resized to an odd
 * size), captions drawn with the CJK font the machine has (Noto Sans CJK SC) — white with a
 * dark outline like a video subtitle, a semi-transparent watermark, plain dark text — then the
 * whole saved again as a JPEG at a low quality, as photos passed around the web are. The clean
 * photo and each caption's inked rectangle come back too, to measure the removal against.
 */
import sharp from 'sharp';
import { pictureOf, type Picture } from '../../picture';
import type { PixelRect } from '../text-boxes';

export type CaptionLook = 'subtitle' | 'watermark' | 'dark';

export interface Caption {
  text: string;
  /** Left end of the baseline, as fractions of the photo's width and height. */
  x: number;
  y: number;
  /** Font size in pixels. */
  size: number;
  look: CaptionLook;
}

export interface CaptionedPhoto {
  /** The photo at its test size, before any text. */
  clean: Picture;
  /** The JPEG a visitor would upload. */
  jpeg: Buffer;
  /** That JPEG decoded, as the engine receives it. */
  picture: Picture;
  /** Each caption's inked pixels' bounding rectangle. */
  textRects: PixelRect[];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LOOKS: Record<CaptionLook, string> = {
  subtitle: 'fill="#ffffff" stroke="#111111" stroke-linejoin="round" paint-order="stroke"',
  watermark: 'fill="#ffffff" fill-opacity="0.55"',
  dark: 'fill="#1a1a1a"',
};

function captionSvg({ text, x, y, size, look }: Caption, width: number, height: number): Buffer {
  const stroke = look === 'subtitle' ? ` stroke-width="${Math.max(2, Math.round(size / 10))}"` : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${Math.round(x * width)}" y="${Math.round(y * height)}" font-family="Noto Sans CJK SC" font-weight="bold" font-size="${size}" ${LOOKS[look]}${stroke}>${escapeXml(text)}</text></svg>`,
  );
}

/** The bounding rectangle of the pixels a drawn layer covers. */
async function inkedRect(layer: Buffer): Promise<PixelRect> {
  const { data, info } = await sharp(layer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const rect = { left: info.width, top: info.height, right: 0, bottom: 0 };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3] < 8) continue;
      rect.left = Math.min(rect.left, x);
      rect.top = Math.min(rect.top, y);
      rect.right = Math.max(rect.right, x + 1);
      rect.bottom = Math.max(rect.bottom, y + 1);
    }
  }
  return rect;
}

export async function captionedPhoto(photo: string | Buffer, captions: Caption[], { width, height, quality = 60 }: { width: number; height: number; quality?: number }): Promise<CaptionedPhoto> {
  const cleanPng = await sharp(photo).resize(width, height, { fit: 'cover' }).removeAlpha().png().toBuffer();
  const layers = captions.map((caption) => captionSvg(caption, width, height));
  const textRects = await Promise.all(layers.map(inkedRect));
  const jpeg = await sharp(cleanPng)
    .composite(layers.map((input) => ({ input })))
    .jpeg({ quality })
    .toBuffer();
  return { clean: await pictureOf(sharp(cleanPng)), jpeg, picture: await pictureOf(sharp(jpeg)), textRects };
}

/** A photo with no text, saved as the captioned ones are. */
export async function plainPhoto(photo: string | Buffer, { width, height, quality = 60 }: { width: number; height: number; quality?: number }): Promise<Picture> {
  return pictureOf(sharp(await sharp(photo).resize(width, height, { fit: 'cover' }).jpeg({ quality }).toBuffer()));
}
