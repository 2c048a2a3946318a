/**
 * Seeded randomness: a picture is a pure function of (prompt, style, seed), so the same seed
 * paints the same picture on any machine. The generator is the hub's one (mulberry32: small,
 * fast and good enough for art); the helpers below draw from it.
 */
export { seededRandom } from '../../../../src/seeded-random';

export type Random = () => number;

/** FNV-1a over the UTF-16 units: a word's own number, the same everywhere. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Mixes numbers into one seed (each step a murmur3 finaliser), so nearby seeds give unrelated streams. */
export function mixSeeds(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();
export const wholeBetween = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));
export const chance = (random: Random, probability: number) => random() < probability;
export const pickOne = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
