/** Sizes as a visitor reads them: 1 decimal in KB and MB (1024-based, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '–';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${trim(bytes / (1024 * 1024))} MB`;
  return `${trim(bytes / (1024 * 1024 * 1024))} GB`;
}

const trim = (value: number) => (value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, ''));

/**
 * How much smaller `after` is than `before`, in whole percent; 0 when it is not smaller. A
 * saving that rounds to 0 but is real still shows as 1, so "smaller" never reads "0 % smaller".
 */
export function percentSmaller(before: number, after: number): number {
  if (before <= 0 || after >= before) return 0;
  return Math.max(1, Math.round((1 - after / before) * 100));
}
