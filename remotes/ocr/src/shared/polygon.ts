/** A corner of a recognised piece (a line, a cell), in pixels of the uploaded image. */
export interface Point {
  X: number;
  Y: number;
}

/** A polygon's corners as SVG `points`; undefined when there are too few to enclose anything. */
export function svgPointsOf(polygon: readonly Point[]): string | undefined {
  if (polygon.length < 3) return undefined;
  return polygon.map(({ X, Y }) => `${X},${Y}`).join(' ');
}
