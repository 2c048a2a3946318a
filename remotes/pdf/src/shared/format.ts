/**
 * How much smaller `after` is than `before`, in whole percent; 0 when it is not smaller. A
 * saving that rounds to 0 but is real still shows as 1, so "smaller" never reads "0 % smaller".
 * (Sizes themselves are @toolhub/ui's `formatBytes`.)
 */
export function percentSmaller(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0;
  return Math.max(1, Math.round((1 - after / before) * 100));
}
