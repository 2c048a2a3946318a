/**
 * A photographed sheet made a flat, upright rectangle: its corners found (page-quad.ts), its
 * size and proportions chosen (page-size.ts), and the photo resampled through the
 * perspective that takes the rectangle onto the sheet (perspective.ts). A hair is cut off
 * each side, inside the sheet's edge, so nothing of the table or of the edge's blur (a dark
 * rim) comes along.
 */
import { pageQuadOf } from './page-quad';
import { pageSizeOf } from './page-size';
import { warpedQuad, type Quad } from './perspective';
import type { Raster } from './raster';

/** Cut off each side of the flattened page: a share of its long side, and at least a few pixels. */
const INSET_SHARE = 0.004;
const MIN_INSET = 3;

export interface FlattenedPage {
  page: Raster;
  /** How far the sheet was turned in the photo, clockwise in degrees: the mean slope of its top and bottom edges. */
  turnDegrees: number;
}

/** The sheet in the photo, flattened; undefined when no whole sheet is seen (a scan, a page filling the photo). */
export function flattenedPageOf(photo: Raster): FlattenedPage | undefined {
  const corners = pageQuadOf(photo);
  if (!corners) return undefined;
  const { width, height } = pageSizeOf(corners, photo.width, photo.height);
  const inset = Math.max(MIN_INSET, Math.round(INSET_SHARE * Math.max(width, height)));
  // The whole sheet is width × height; what is kept is that less the inset all round.
  const page = warpedQuad(photo, corners, width - 2 * inset, height - 2 * inset, inset);
  return { page, turnDegrees: turnOf(corners) };
}

function turnOf([topLeft, topRight, bottomRight, bottomLeft]: Quad): number {
  const slope = (from: number[], to: number[]) => Math.atan2(to[1] - from[1], to[0] - from[0]);
  const radians = (slope(topLeft, topRight) + slope(bottomLeft, bottomRight)) / 2;
  return Math.round(((radians * 180) / Math.PI) * 100) / 100;
}
