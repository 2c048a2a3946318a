/**
 * The engine's answers as the tests give them: the corners of a recognised piece and the files
 * a task writes. Plain data, for the result readers' tests and the screens' tests alike.
 */
import type { TaskFile } from '@toolhub/contracts';

/** A box's corners, clockwise from the top left, in pixels of the image. */
export const box = ({ x = 10, y = 20, width = 100, height = 30 } = {}) => [
  { X: x, Y: y },
  { X: x + width, Y: y },
  { X: x + width, Y: y + height },
  { X: x, Y: y + height },
];

/** A line across the image (x 40–560), `height` high from `top`. */
export const rectangle = (top: number, height: number) => box({ x: 40, y: top, width: 520, height });

/** A file the task wrote, as the hub lists it: stored under the task, fetched through a signed address. */
export const resultFile = (name: string): TaskFile => ({ name, cos_name: `results/t1/1-${name}`, url: `/cos/bucket/results/t1/1-${name}?sign=x` });
