/**
 * Word restoration (WordRestore, type 7): a photographed or scanned document made to look
 * like a clean scan (issue 17). A sheet photographed at an angle on a table is found and
 * flattened by its perspective into an upright page, A4-shaped when it is near A4 (page-
 * flattening.ts); a scan, or a page that fills the photo, is turned back by the skew of its
 * lines instead. Then the paper's light is estimated and divided out (shadows, uneven light,
 * yellowed paper), the ink is stretched to black and the paper to white, and the strokes
 * are sharpened.
 */
import { DOCUMENT_IMAGE_FILES, type WordRestoreResult } from '@toolhub/contracts';
import sharp from 'sharp';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { pageImageOf } from '../ocr/page-image';
import { flattenedPageOf } from './page-flattening';
import { flattened, paperOf } from './paper';
import { encodeResult, luminanceOf, rasterOf, resultFile, resultFormatOf, sharpOf, type Raster } from './raster';
import { skewOf } from './skew';
import { inkMaskOf, percentile, spreadOf } from './statistics';

/** Skews smaller than this are left alone: turning resamples every pixel for nothing. */
const MIN_TURN = 0.1;

/** From this brightness up a pixel is paper, turned white by the time it reaches PAPER_WHITE. */
const PAPER_FROM = 190;
const PAPER_WHITE = 235;
/** Colour weaker than this (max − min of the channels) is noise, and goes grey; stronger colour fades in over COLOUR_RAMP. */
const COLOUR_FROM = 24;
const COLOUR_RAMP = 16;

/**
 * Cleans what dividing out the light magnified: in a deep shadow the sensor's noise and a
 * strongly compressed photo's colour blocks come out as speckles. Faint colour becomes grey
 * (print is black, a pen or a stamp is clearly coloured), and what is nearly white becomes
 * white; ink is darker and keeps its colour.
 */
function cleanPaper(rgb: Uint8Array) {
  for (let p = 0; p < rgb.length; p += 3) {
    const luminance = 0.299 * rgb[p] + 0.587 * rgb[p + 1] + 0.114 * rgb[p + 2];
    const chroma = Math.max(rgb[p], rgb[p + 1], rgb[p + 2]) - Math.min(rgb[p], rgb[p + 1], rgb[p + 2]);
    const keepColour = Math.max(0, Math.min(1, (chroma - COLOUR_FROM) / COLOUR_RAMP));
    const toWhite = Math.max(0, Math.min(1, (luminance - PAPER_FROM) / (PAPER_WHITE - PAPER_FROM)));
    for (let c = p; c < p + 3; c++) {
      const value = luminance + (rgb[c] - luminance) * keepColour;
      rgb[c] = Math.round(value + (255 - value) * toWhite);
    }
  }
}

interface Restoration {
  page: Raster;
  /** 1 for each pixel of ink, found once the light is divided out (the lines' skew is measured on it). */
  ink: Uint8Array;
  lightSpreadBefore: number;
  lightSpreadAfter: number;
}

/** The page with its light evened out and its levels stretched (sharp sharpens it on the way out). */
function restoreLight(page: Raster): Restoration {
  const paper = paperOf(page, { keepShadowEdges: true });
  const flat = flattened(page, paper);
  const luminance = luminanceOf(flat);
  const ink = inkMaskOf(luminance);
  // Levels: the ink's usual darkness becomes black, the paper's usual brightness white.
  const inkValues = luminance.filter((_, i) => ink[i] === 1);
  const paperValues = luminance.filter((_, i) => ink[i] === 0);
  const black = inkValues.length ? percentile(inkValues, 0.2) : 0;
  const white = Math.max(black + 32, paperValues.length ? percentile(paperValues, 0.05) : 255);
  const scale = 255 / (white - black);
  const out = new Uint8Array(flat.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, Math.round((flat.data[i] - black) * scale)));
  cleanPaper(out);
  const restored = { data: out, width: page.width, height: page.height };
  return {
    page: restored,
    ink,
    lightSpreadBefore: spreadOf(luminanceOf(paper)),
    lightSpreadAfter: spreadOf(luminanceOf(paperOf(restored))),
  };
}

/** The page made upright: flattened by its perspective when the sheet is seen whole, else turned back by its lines. */
async function uprightRestored(photo: Raster): Promise<{ restoration: Restoration; upright: Raster; skewDegrees: number; flattened: boolean }> {
  const sheet = flattenedPageOf(photo);
  if (sheet) {
    const restoration = restoreLight(sheet.page);
    return { restoration, upright: restoration.page, skewDegrees: sheet.turnDegrees, flattened: true };
  }
  const restoration = restoreLight(photo);
  const skewDegrees = skewOf(restoration.ink, photo.width, photo.height);
  // Turned back the other way; the corners the turn opens are paper.
  const upright = Math.abs(skewDegrees) >= MIN_TURN ? await rasterOf(sharpOf(restoration.page).rotate(-skewDegrees, { background: '#ffffff' })) : restoration.page;
  return { restoration, upright, skewDegrees, flattened: false };
}

export async function wordRestore(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const upload = await ctx.readObject(imageKey);
  const page = await pageImageOf(upload);
  ctx.progress(10);
  const { restoration, upright, skewDegrees, flattened } = await uprightRestored(await rasterOf(sharp(page.png).median(3)));
  ctx.signal.throwIfAborted();
  ctx.progress(60);
  const format = await resultFormatOf(upload);
  const bytes = await encodeResult(sharpOf(upright).sharpen({ sigma: 1 }), format);
  ctx.progress(90);
  const data: WordRestoreResult = {
    Width: upright.width,
    Height: upright.height,
    SkewDegrees: skewDegrees,
    Flattened: flattened,
    LightSpreadBefore: Math.round(restoration.lightSpreadBefore * 10) / 10,
    LightSpreadAfter: Math.round(restoration.lightSpreadAfter * 10) / 10,
  };
  return { data, files: [resultFile(DOCUMENT_IMAGE_FILES.restored, format, bytes)] };
}
