import crypto from 'node:crypto';

/**
 * Whether a given secret (a signature, a key, a state) equals the expected one, in constant
 * time whatever the inputs' lengths: both are hashed first, so timingSafeEqual always compares
 * two digests of the same size and nothing leaks how much of a guess was right.
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
