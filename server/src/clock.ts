/**
 * The server's sense of time, injectable so tests can cross midnight without waiting.
 * Quota days are China's calendar days: Asia/Shanghai is UTC+8 all year (no daylight saving).
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** The calendar day in Asia/Shanghai, `YYYY-MM-DD`, of an epoch-ms instant. */
export function shanghaiDay(ms: number): string {
  return new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The epoch ms of the next midnight in Asia/Shanghai after `ms`. */
export function nextShanghaiMidnight(ms: number): number {
  const day = 24 * 3600 * 1000;
  return Math.floor((ms + SHANGHAI_OFFSET_MS) / day) * day + day - SHANGHAI_OFFSET_MS;
}
