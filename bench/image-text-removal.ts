/**
 * Figures of text removal — never a pass or a fail on a time: a small generated set (four of
 * the image recognition test photos at about one megapixel, each with a Chinese and English
 * subtitle, a semi-transparent watermark or dark text drawn on, saved again as JPEGs at quality
 * 45–70), the model warm as in a worker that has run a task: the median time of three runs per
 * photo, per megapixel (the detector, the mask and the fill; the task adds decoding and
 * encoding), and the PSNR against the photo before the text, inside the text's rectangles,
 * before and after the removal, the mean over the set.
 * `pnpm exec tsx image-text-removal.ts` runs it alone.
 */
import path from 'node:path';
import { removeText } from '../server/engines/image/text-removal/remove-text';
import { TEST_PHOTOS } from '../server/engines/image/anime-filter/test-support/photos';
import { captionedPhoto, type Caption } from '../server/engines/image/text-removal/test-support/captioned-photo';
import { psnrInside } from '../server/engines/image/text-removal/test-support/measures';

const RUNS = 3;

interface Sample {
  photo: string;
  width: number;
  height: number;
  quality: number;
  captions: Caption[];
}

const SET: Sample[] = [
  {
    photo: 'coffee-cup.jpg',
    width: 1224,
    height: 816,
    quality: 60,
    captions: [
      { text: '周末咖啡时光 Coffee Time', x: 0.08, y: 0.9, size: 64, look: 'subtitle' },
      { text: '© 小红书 @toolhub', x: 0.6, y: 0.1, size: 40, look: 'watermark' },
    ],
  },
  {
    photo: 'astronaut.jpg',
    width: 1001,
    height: 1001,
    quality: 45,
    captions: [
      { text: '航天员 Eileen Collins', x: 0.05, y: 0.08, size: 48, look: 'dark' },
      { text: 'NASA 1998 发射任务', x: 0.3, y: 0.95, size: 46, look: 'subtitle' },
    ],
  },
  {
    photo: 'rocket-launch.jpg',
    width: 817,
    height: 1225,
    quality: 70,
    captions: [
      { text: '猎鹰九号 发射成功', x: 0.1, y: 0.88, size: 56, look: 'subtitle' },
      { text: 'SpaceX 2015', x: 0.1, y: 0.94, size: 44, look: 'subtitle' },
    ],
  },
  {
    photo: 'cameraman.jpg',
    width: 1000,
    height: 1000,
    quality: 55,
    captions: [{ text: '水印 WATERMARK 版权所有', x: 0.12, y: 0.5, size: 60, look: 'watermark' }],
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ctx = { progress: () => undefined, signal: new AbortController().signal };

export async function textRemovalFigures(): Promise<string[]> {
  const lines = [`text removal (PP-OCRv4 detector + fast-marching fill), ${SET.length} captioned photos of about 1 MP, median of ${RUNS} each, model warm:`];
  const perMegapixel: number[] = [];
  const [before, after]: number[][] = [[], []];
  for (const sample of SET) {
    const made = await captionedPhoto(path.join(TEST_PHOTOS, sample.photo), sample.captions, sample);
    await removeText(made.picture, undefined, ctx); // the model loaded, the code compiled
    const times: number[] = [];
    let result = made.picture;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      result = (await removeText(made.picture, undefined, ctx)).picture;
      times.push(performance.now() - start);
    }
    const ms = median(times) / ((sample.width * sample.height) / 1e6);
    perMegapixel.push(ms);
    before.push(psnrInside(made.picture, made.clean, made.textRects));
    after.push(psnrInside(result, made.clean, made.textRects));
    lines.push(`  ${sample.photo.padEnd(18)} ${sample.width} × ${sample.height}: ${Math.round(ms)} ms per MP, PSNR in the text ${before.at(-1)?.toFixed(1)} → ${after.at(-1)?.toFixed(1)} dB`);
  }
  lines.push(`  mean: ${Math.round(mean(perMegapixel))} ms per MP, PSNR in the text ${mean(before).toFixed(1)} → ${mean(after).toFixed(1)} dB`);
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.info((await textRemovalFigures()).join('\n'));
