/**
 * Word spaces in recognised lines: the decoding on made-up model outputs and line images,
 * then the model itself on lines it reads without their spaces when left to itself.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recogniseLines } from './paddle';
import { lineText, type LineImageData } from './word-spaces';
import { escapeXml } from '../../src/xml';

const DICTIONARY = ['a', 'b', '中', '文', ',', '1', '，', ' '];
const SPACE = DICTIONARY.length;
const FRAME = 8;

/** A blank frame with this probability of a space, over paper or (`inked`) over ink that fills it. */
type Blank = number | { space: number; inked: true };

/**
 * A model output and its line image: each entry is one frame, a character read there (drawn as
 * a block of ink 6 of the frame's 8 columns wide) or a blank frame.
 */
function line(frames: (string | Blank)[], { paper = 255, ink = 20 } = {}): [Parameters<typeof lineText>[0], LineImageData] {
  const classes = DICTIONARY.length + 1;
  const data = new Float32Array(frames.length * classes);
  const [width, height] = [frames.length * FRAME, 48];
  const pixels = new Uint8Array(width * height * 4).fill(paper);
  const draw = (from: number, to: number) => {
    for (let y = 10; y < 38; y++) for (let x = from; x < to; x++) pixels.fill(ink, (y * width + x) * 4, (y * width + x) * 4 + 3);
  };
  frames.forEach((frame, f) => {
    if (typeof frame === 'string') {
      [data[f * classes + DICTIONARY.indexOf(frame) + 1], data[f * classes]] = [0.9, 0.1];
      if (frame !== ' ') draw(f * FRAME + 1, f * FRAME + 7);
      return;
    }
    const space = typeof frame === 'number' ? frame : frame.space;
    [data[f * classes], data[f * classes + SPACE]] = [1 - space, space];
    if (typeof frame === 'object') draw(f * FRAME - 1, f * FRAME + 9);
  });
  return [{ data, frames: frames.length, classes }, { data: pixels, width, height }];
}

function read(frames: (string | Blank)[], options?: { paper?: number; ink?: number }) {
  const [scores, image] = line(frames, options);
  return lineText(scores, DICTIONARY, image).text;
}

describe('word spaces from the model output and the line image', () => {
  it('puts back a space the model left out between two Latin words, where the space class had a share and the gap is wide', () => {
    expect(read(['a', 'b', 0.3, 'a', 'b'])).toBe('ab ab');
    // The letters of a word stand 2 columns apart: no space there.
    expect(read(['a', 'b', 'a', 'b'])).toBe('abab');
  });

  it('wants both signs: a wide gap the model gave no space probability, or a space probability with no gap, is no space', () => {
    expect(read(['a', 'b', 0.0001, 'a', 'b'])).toBe('abab');
    expect(read(['a', 'b', { space: 0.3, inked: true }, 'a', 'b'])).toBe('abab');
  });

  it('never puts a space between two Chinese characters or beside full-width punctuation', () => {
    expect(read(['中', 0.3, '文', 0.3, '中'])).toBe('中文中');
    expect(read(['a', 0.3, '，', 0.3, '中'])).toBe('a，中');
  });

  it('puts a space between Latin and Chinese only where the gap is wide', () => {
    expect(read(['中', 0.01, 'a', 'b'])).toBe('中 ab');
    expect(read(['中', 'a', 'b'])).toBe('中ab');
  });

  it('puts no space inside a number, nor before closing punctuation', () => {
    expect(read(['1', ',', 0.3, '1'])).toBe('1,1');
    expect(read(['a', 0.3, ','])).toBe('a,');
  });

  it('keeps the spaces the model read, one between words and none at the ends', () => {
    expect(read([' ', 'a', ' ', 0.1, ' ', 'b', ' '])).toBe('a b');
  });

  it('reads light ink on dark paper (a chat bubble) as well, and trusts no gap on a line without contrast', () => {
    expect(read(['a', 'b', 0.3, 'a', 'b'], { paper: 40, ink: 250 })).toBe('ab ab');
    expect(read(['a', 'b', 0.3, 'a', 'b'], { paper: 200, ink: 180 })).toBe('abab');
  });

  it('refuses a dictionary that does not match the model’s classes', () => {
    const [scores, image] = line(['a']);
    expect(() => lineText(scores, DICTIONARY.slice(1), image)).toThrow(/classes/);
  });
});

/** One line of text drawn as the suite draws its pages (Noto Sans CJK SC), at a size. */
async function lineImage(text: string, fontSize: number) {
  const width = fontSize * [...text].length + 80;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${fontSize * 3}"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="${fontSize * 2}" font-family="Noto Sans CJK SC" font-size="${fontSize}" fill="#1a1a1a">${escapeXml(text)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('word spaces read by the model', () => {
  // PP-OCRv4 alone reads this at 14 px as 'Toolhubisacollectionofsmallonlinetools'.
  it('gives an English line its words separated by single spaces', async () => {
    const text = 'Toolhub is a collection of small online tools';
    const lines = await recogniseLines(await lineImage(text, 14));
    expect(lines.map((l) => l.text)).toEqual([text]);
  }, 30_000);

  it('adds no space to a Chinese line', async () => {
    const text = '上传的图片只用于本次识别，二十四小时后自动删除。';
    const lines = await recogniseLines(await lineImage(text, 14));
    expect(lines.map((l) => l.text)).toEqual([text]);
  }, 30_000);
});
