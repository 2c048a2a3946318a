import { DOUBLE_CLICK_MS } from '@toolhub/contracts';

/**
 * Detects double clicks (spec §5: two clicks within 500 ms). Feed it each click's time;
 * it answers true for the second click of a pair. A third quick click starts a new pair
 * rather than counting twice.
 */
export function createDoubleClickDetector(windowMs: number = DOUBLE_CLICK_MS): (clickedAt: number) => boolean {
  let previous: number | undefined;
  return (clickedAt) => {
    const isDouble = previous !== undefined && clickedAt - previous <= windowMs && clickedAt >= previous;
    previous = isDouble ? undefined : clickedAt;
    return isDouble;
  };
}
