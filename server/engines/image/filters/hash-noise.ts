/**
 * A repeatable value in [0, 1) for a pixel position: noise that needs no state and no order,
 * so the same photo gets the same grain every time (a visitor who runs a filter twice
 * downloads the same picture, and tests can compare). For a sequence of random numbers from
 * a seed, see ../../../src/seeded-random.ts.
 */
export function hashNoise(x: number, y: number, seed = 0): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 982451653);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
