/**
 * The server's sense of time, injectable so tests can cross midnight without waiting.
 * Quota days are China's calendar days: Asia/Shanghai is UTC+8 all year (no daylight saving).
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The last day asked for: nearly every call is on the same day, and formatting a date costs (issue 21). */
let lastDay = { start: 0, end: 0, day: '' };

/** The calendar day in Asia/Shanghai, `YYYY-MM-DD`, of an epoch-ms instant. */
export function shanghaiDay(ms: number): string {
  if (ms >= lastDay.start && ms < lastDay.end) return lastDay.day;
  const start = Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  lastDay = { start, end: start + DAY_MS, day: new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10) };
  return lastDay.day;
}

/** The epoch ms of the next midnight in Asia/Shanghai after `ms`. */
export function nextShanghaiMidnight(ms: number): number {
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - SHANGHAI_OFFSET_MS;
}
