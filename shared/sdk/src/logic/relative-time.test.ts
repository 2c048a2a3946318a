import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time';

const now = Date.UTC(2025, 0, 10, 12, 0, 0);
const ago = (ms: number) => now - ms;
const MIN = 60_000;

describe('relativeTimeLabel', () => {
  it('says 刚刚 under one minute, and for a time in the future', () => {
    expect(relativeTimeLabel(ago(0), now)).toBe('刚刚');
    expect(relativeTimeLabel(ago(MIN - 1), now)).toBe('刚刚');
    expect(relativeTimeLabel(now + 5 * MIN, now)).toBe('刚刚');
  });
  it('counts whole minutes up to one hour', () => {
    expect(relativeTimeLabel(ago(MIN), now)).toBe('1分钟前');
    expect(relativeTimeLabel(ago(60 * MIN - 1), now)).toBe('59分钟前');
  });
  it('counts whole hours up to 24 hours', () => {
    expect(relativeTimeLabel(ago(60 * MIN), now)).toBe('1小时前');
    expect(relativeTimeLabel(ago(24 * 60 * MIN - 1), now)).toBe('23小时前');
  });
  it('then counts days', () => {
    expect(relativeTimeLabel(ago(24 * 60 * MIN), now)).toBe('1天前');
    expect(relativeTimeLabel(new Date(ago(10 * 24 * 60 * MIN)), new Date(now))).toBe('10天前');
  });
  it('has English labels', () => {
    expect(relativeTimeLabel(ago(30_000), now, 'en')).toBe('just now');
    expect(relativeTimeLabel(ago(MIN), now, 'en')).toBe('1 minute ago');
    expect(relativeTimeLabel(ago(5 * MIN), now, 'en')).toBe('5 minutes ago');
    expect(relativeTimeLabel(ago(3 * 60 * MIN), now, 'en')).toBe('3 hours ago');
    expect(relativeTimeLabel(ago(2 * 24 * 60 * MIN), now, 'en')).toBe('2 days ago');
  });
});
