function segmentsOf(version: string): number[] {
  return version
    .trim()
    .split('.')
    .map((segment) => Number.parseInt(segment, 10) || 0);
}

/**
 * Compares dotted versions: negative when a < b, 0 when equal, positive when a > b.
 * Segment by segment, missing ones counting as 0 — the order the spec gets by padding each
 * segment to 4 digits ('12.5.0' → '0012.0005.0000'), without its limit of 9999 per segment.
 */
export function compareVersions(a: string, b: string): number {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Whether a host version is at least the minimum, e.g. 12.5.0 for downloads (spec §9). */
export const isAtLeast = (version: string, min: string): boolean => compareVersions(version, min) >= 0;
