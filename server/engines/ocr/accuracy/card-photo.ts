/**
 * A drawn card as a phone photographs it (make-cards.ts): laid on a surface (wood, a desk, a
 * cloth, a sheet of paper), turned a few degrees, leaning away from the camera (its far edge
 * shorter: perspective), with a soft shadow, uneven light, grain, and saved as a JPEG of the
 * quality the client recompresses an upload to. Deterministic: the grain and the surface come
 * from a seeded generator, so a rerun writes the same bytes.
 */
import sharp from 'sharp';
import type { CardPhoto } from './cards';
import { seededRandom } from '../../../src/seeded-random';
import { applyHomography, homographyOf, type Point } from '../../document-image/perspective';

/** The surface under the card, RGB. */
function surface(kind: CardPhoto['surface'], width: number, height: number, next: () => number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  const phase = next() * 10;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let rgb: [number, number, number];
      if (kind === 'wood') {
        const grain = Math.sin(y / 9 + Math.sin(x / 140 + phase) * 3) * 0.5 + Math.sin(y / 2.3 + x / 400) * 0.15;
        rgb = [150 + grain * 28, 101 + grain * 20, 62 + grain * 12];
      } else if (kind === 'desk') {
        rgb = [206, 208, 211];
      } else if (kind === 'cloth') {
        const weave = ((x >> 2) + (y >> 2)) % 2 ? 8 : -8;
        rgb = [52 + weave, 68 + weave, 96 + weave];
      } else {
        rgb = [238, 236, 230];
      }
      const grain = (next() - 0.5) * 10;
      const i = (y * width + x) * 3;
      data[i] = rgb[0] + grain;
      data[i + 1] = rgb[1] + grain;
      data[i + 2] = rgb[2] + grain;
    }
  }
  return data;
}

/** The card's corners in the photo: centred, `fill` of its width, its far edge shorter by `lean`, turned. */
function cornersInPhoto(card: { width: number; height: number }, photo: CardPhoto, size: { width: number; height: number }): Point[] {
  const w = photo.fill * size.width;
  const h = (w * card.height) / card.width;
  const [cx, cy] = [size.width / 2, size.height / 2];
  const lean = Math.abs(photo.lean);
  const farFirst = photo.lean >= 0;
  let corners: Point[];
  if ((photo.leanEdge ?? 'top') === 'top') {
    // The far edge (top, or bottom when leaning the other way) is shorter; the card also looks shallower.
    const [top, bottom] = farFirst ? [w * (1 - lean), w] : [w, w * (1 - lean)];
    const hh = h * (1 - lean / 2);
    corners = [[-top / 2, -hh / 2], [top / 2, -hh / 2], [bottom / 2, hh / 2], [-bottom / 2, hh / 2]];
  } else {
    const [left, right] = farFirst ? [h * (1 - lean), h] : [h, h * (1 - lean)];
    const ww = w * (1 - lean / 2);
    corners = [[-ww / 2, -left / 2], [ww / 2, -right / 2], [ww / 2, right / 2], [-ww / 2, left / 2]];
  }
  const turn = (photo.turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return corners.map(([x, y]) => [cx + x * cos - y * sin, cy + x * sin + y * cos]);
}

/** The card (a PNG with its rounded corners transparent) photographed as `photo` says. */
export async function photographed(cardPng: Buffer, photo: CardPhoto, size: { width: number; height: number }, seed: number): Promise<Buffer> {
  const next = seededRandom(seed);
  const { data: card, info } = await sharp(cardPng).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [cw, ch] = [info.width, info.height];
  const corners = cornersInPhoto({ width: cw, height: ch }, photo, size);
  const h = homographyOf(corners, [[0, 0], [cw, 0], [cw, ch], [0, ch]]);
  const toCard = (p: Point) => applyHomography(h, p);

  // The shadow: the card's outline, offset and blurred, darkening the surface.
  const mask = Buffer.alloc(size.width * size.height);
  const shadowOffset: Point = [size.width * 0.008, size.width * 0.012];
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const [u, v] = toCard([x - shadowOffset[0], y - shadowOffset[1]]);
      if (u >= 0 && v >= 0 && u < cw && v < ch) mask[y * size.width + x] = 255;
    }
  }
  const shadow = await sharp(mask, { raw: { width: size.width, height: size.height, channels: 1 } }).blur(size.width * 0.006).raw().toBuffer();

  const out = surface(photo.surface, size.width, size.height, next);
  const sample = (u: number, v: number, c: number) => {
    // Bilinear, clamped to the card.
    const x0 = Math.min(cw - 1, Math.max(0, Math.floor(u)));
    const y0 = Math.min(ch - 1, Math.max(0, Math.floor(v)));
    const [x1, y1] = [Math.min(cw - 1, x0 + 1), Math.min(ch - 1, y0 + 1)];
    const [fx, fy] = [u - x0, v - y0];
    const at = (x: number, y: number) => card[(y * cw + x) * 4 + c];
    return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
  };
  // Light falls from one corner: brighter there, dimmer across the photo.
  const [lx, ly] = [next(), next()];
  for (let y = 0; y < size.height; y++) {
    for (let x = 0; x < size.width; x++) {
      const i = y * size.width + x;
      const dark = 1 - (shadow[i] / 255) * 0.45;
      const [u, v] = toCard([x, y]);
      const inside = u >= -1 && v >= -1 && u < cw && v < ch;
      const alpha = inside ? sample(u, v, 3) / 255 : 0;
      const light = 1.04 - 0.14 * Math.hypot(x / size.width - lx, y / size.height - ly);
      const grain = (next() * 2 - 1) * photo.noise;
      for (let c = 0; c < 3; c++) {
        const under = out[i * 3 + c] * dark;
        const value = inside ? sample(u, v, c) * alpha + under * (1 - alpha) : under;
        out[i * 3 + c] = Math.max(0, Math.min(255, Math.round(value * light + grain)));
      }
    }
  }
  const image = sharp(out, { raw: { width: size.width, height: size.height, channels: 3 } });
  return (photo.blur ? image.blur(photo.blur) : image).jpeg({ quality: photo.jpeg }).toBuffer();
}
