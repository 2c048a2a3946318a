export type RelativeTimeLocale = 'zh-CN' | 'en';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const LABELS: Record<RelativeTimeLocale, { now: string; minutes: (n: number) => string; hours: (n: number) => string; days: (n: number) => string }> = {
  'zh-CN': { now: '刚刚', minutes: (n) => `${n}分钟前`, hours: (n) => `${n}小时前`, days: (n) => `${n}天前` },
  en: {
    now: 'just now',
    minutes: (n) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hours: (n) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    days: (n) => (n === 1 ? '1 day ago' : `${n} days ago`),
  },
};

/**
 * How long ago `time` was (spec §9): under a minute is "just now", then whole minutes up to
 * an hour, whole hours up to 24 hours, then days. A time in the future counts as now.
 */
export function relativeTimeLabel(time: number | Date, now: number | Date = Date.now(), locale: RelativeTimeLocale = 'zh-CN'): string {
  const elapsed = Number(now) - Number(time);
  const labels = LABELS[locale];
  if (!(elapsed >= MINUTE)) return labels.now;
  if (elapsed < HOUR) return labels.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return labels.hours(Math.floor(elapsed / HOUR));
  return labels.days(Math.floor(elapsed / DAY));
}
