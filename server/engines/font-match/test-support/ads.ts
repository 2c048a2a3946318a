/**
 * Advertisements made for the font tests: coloured grounds (flat and graded), a bold
 * headline, lines of Chinese and English at several sizes, each line drawn in one of the
 * fonts the server knows, so the truth is the font that was drawn. Like ads met in the
 * wild, some have letter-spaced lines, some are shrunk, turned a little or saved as JPEG.
 */
import type { FontWeight } from '@toolhub/contracts';
import sharp from 'sharp';
import { FONT_REGISTRY, type FontFamily } from '../font-registry';
import { escapeXml } from '../../../src/xml';

export interface AdLine {
  text: string;
  family: string;
  weight: FontWeight;
  /** Font size in pixels, before the ad is scaled. */
  size: number;
  colour: string;
  /** Extra space between letters, in ems (designers track headlines out). */
  tracking?: number;
}

export interface DrawnLine extends AdLine {
  /** Where the line's glyphs sit in the drawing (before scaling or turning): top and bottom. */
  top: number;
  bottom: number;
}

export interface Ad {
  image: Buffer;
  lines: DrawnLine[];
  /** A point of the drawing in the final image, and back. */
  toImage: (point: [number, number]) => [number, number];
  toDrawing: (point: [number, number]) => [number, number];
}

export interface AdStyle {
  /** One colour, or two for a vertical gradient. */
  ground: [string] | [string, string];
  format?: 'png' | 'jpeg';
  width?: number;
  /** The drawing is resized by this factor (a small ad, a screenshot shrunk). */
  scale?: number;
  /** Degrees the ad is turned clockwise (a crooked scan or photo). */
  turn?: number;
}

/** Draws the lines one below the other, left-aligned, on the ground; then scales and turns it. */
export async function drawAd(lines: AdLine[], { ground, format = 'png', width = 1100, scale = 1, turn = 0 }: AdStyle): Promise<Ad> {
  let y = 40;
  const drawn: DrawnLine[] = [];
  const texts = lines.map((line) => {
    const baseline = y + line.size;
    drawn.push({ ...line, top: baseline - line.size * 0.95, bottom: baseline + line.size * 0.3 });
    y = baseline + line.size * 0.75;
    const spacing = line.tracking ? ` letter-spacing="${line.tracking * line.size}"` : '';
    return `<text x="56" y="${baseline}" font-family="'${line.family}'" font-weight="${line.weight}" font-size="${line.size}" fill="${line.colour}"${spacing}>${escapeXml(line.text)}</text>`;
  });
  const height = Math.ceil(y + 30);
  const fill = ground.length === 2 ? 'url(#ground)' : ground[0];
  const gradient =
    ground.length === 2 ? `<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient></defs>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${gradient}<rect width="100%" height="100%" fill="${fill}"/>${texts.join('')}</svg>`;

  let picture = sharp(await sharp(Buffer.from(svg)).png().toBuffer());
  const [scaledWidth, scaledHeight] = [Math.round(width * scale), Math.round(height * scale)];
  if (scale !== 1) picture = sharp(await picture.resize(scaledWidth, scaledHeight).png().toBuffer());
  // Turning grows the canvas; the corners take the ground's first colour.
  if (turn) picture = picture.rotate(turn, { background: ground[0] });
  const image = await (format === 'jpeg' ? picture.jpeg({ quality: 80 }) : picture.png()).toBuffer();
  const { width: finalWidth = 0, height: finalHeight = 0 } = await sharp(image).metadata();

  const radians = (turn * Math.PI) / 180;
  const toImage = ([x, y]: [number, number]): [number, number] => {
    // Scaled, then turned about the centres (the turned canvas is larger).
    const [dx, dy] = [x * scale - scaledWidth / 2, y * scale - scaledHeight / 2];
    return [finalWidth / 2 + dx * Math.cos(radians) - dy * Math.sin(radians), finalHeight / 2 + dx * Math.sin(radians) + dy * Math.cos(radians)];
  };
  const toDrawing = ([x, y]: [number, number]): [number, number] => {
    // Undo the turn about the centres, then the scale.
    const [dx, dy] = [x - finalWidth / 2, y - finalHeight / 2];
    const ux = dx * Math.cos(radians) + dy * Math.sin(radians) + scaledWidth / 2;
    const uy = -dx * Math.sin(radians) + dy * Math.cos(radians) + scaledHeight / 2;
    return [ux / scale, uy / scale];
  };
  return { image, lines: drawn, toImage, toDrawing };
}

const CHINESE = ['限时特惠 全场五折', '新品上市 买一送一', '周年庆典 满减优惠', '品质生活 从这里开始', '会员专享 积分翻倍', '夏季清仓 低至三折', '开业大吉 好礼相送', '精选好物 天天低价'];
const ENGLISH = ['Summer Sale 50% Off', 'New Arrivals Weekly', 'Free Delivery Over $99', 'Grand Opening Today', 'Limited Time Offer', 'Buy One Get One Free', 'Fresh Coffee Daily', 'Members Save More'];

/** Grounds and the text colours that read on them. */
const PALETTES: { ground: AdStyle['ground']; colours: string[] }[] = [
  { ground: ['#fff4d6'], colours: ['#b3261e', '#1f2329', '#7a3e00'] },
  { ground: ['#c62828', '#8e0000'], colours: ['#ffe082', '#ffffff', '#fff3c4'] },
  { ground: ['#0d47a1'], colours: ['#ffffff', '#ffeb3b', '#bbdefb'] },
  { ground: ['#e8f5e9', '#a5d6a7'], colours: ['#1b5e20', '#263238', '#004d40'] },
  { ground: ['#212121'], colours: ['#ffca28', '#ffffff', '#80deea'] },
  { ground: ['#fce4ec', '#f8bbd0'], colours: ['#880e4f', '#37474f', '#4a148c'] },
];

/** How the ads of the set are made, in turn: as drawn, shrunk, turned, JPEG. */
const HANDLING: Pick<AdStyle, 'format' | 'scale' | 'turn'>[] = [{}, { scale: 0.6 }, { turn: 2, format: 'jpeg' }, { format: 'jpeg' }, { scale: 0.75, turn: -1.5 }];

/** A size for the line that keeps it inside the ad (Latin glyphs about 0.62 em wide, CJK 1 em). */
function fittingSize(text: string, size: number, width: number, tracking = 0) {
  const ems = [...text].reduce((sum, char) => sum + (/[\u3000-\u9fff]/.test(char) ? 1 : 0.62) + tracking, 0);
  return Math.min(size, Math.floor((width - 120) / ems));
}

/**
 * The accuracy set: every font of the registry (each weight it has) draws lines of the
 * scripts it covers (two Chinese and one English line for a Chinese font, two English lines
 * for a Latin one), at sizes from 30 to 72 px, every fifth line letter-spaced; the bold
 * lines come first in their ad, as headlines. Four lines to an ad, on the palettes in turn,
 * handled in the ways of HANDLING in turn.
 */
export async function accuracyAds(registry: readonly FontFamily[] = FONT_REGISTRY): Promise<Ad[]> {
  const sizes = [72, 44, 36, 56, 30, 48, 40];
  const lines: AdLine[] = [];
  const next = { Han: 0, Latin: 0 };
  for (const font of registry) {
    for (const weight of font.weights) {
      const scripts = font.scripts.includes('Han') ? (['Han', 'Han', 'Latin'] as const) : (['Latin', 'Latin'] as const);
      for (const script of scripts) {
        const texts = script === 'Han' ? CHINESE : ENGLISH;
        const text = texts[next[script]++ % texts.length];
        const tracking = lines.length % 5 === 4 ? 0.15 : undefined;
        lines.push({ text, family: font.family, weight, size: fittingSize(text, sizes[lines.length % sizes.length], 1100, tracking), colour: '', tracking });
      }
    }
  }
  const ads: Ad[] = [];
  for (let start = 0, a = 0; start < lines.length; start += 4, a++) {
    const palette = PALETTES[a % PALETTES.length];
    const group = lines.slice(start, start + 4).map((line, i) => ({ ...line, colour: palette.colours[i % palette.colours.length] }));
    // Headlines first: a bold line leads its ad, largest.
    group.sort((x, y) => y.weight - x.weight || y.size - x.size);
    ads.push(await drawAd(group, { ground: palette.ground, ...HANDLING[a % HANDLING.length] }));
  }
  return ads;
}

/** The drawn line a recognised box belongs to: the one its centre falls in. */
export function drawnLineAt(ad: Ad, box: [number, number][]): DrawnLine | undefined {
  const centre = box.reduce<[number, number]>(([sx, sy], [x, y]) => [sx + x / box.length, sy + y / box.length], [0, 0]);
  const [, y] = ad.toDrawing(centre);
  return ad.lines.find((line) => y >= line.top && y <= line.bottom);
}
