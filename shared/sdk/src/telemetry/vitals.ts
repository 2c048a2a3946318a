/**
 * Core Web Vitals of the page load, measured with the browser's own PerformanceObserver
 * entries by the definitions web.dev gives (https://web.dev/articles/lcp, /cls, /inp):
 * - LCP: the start time of the last largest-contentful-paint entry before the first input;
 * - CLS: the largest session window of layout shifts not caused by input (a window ends after a
 *   1 s gap or at 5 s long);
 * - INP: the longest interaction, skipping one for every 50 (the 98th percentile of many).
 * Each is reported once, when the page is hidden (the value is final then); LCP at the first input too.
 */
import type { WebVital } from '@toolhub/contracts';

export interface Shift {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}

export function clsOf(shifts: Shift[]): number {
  let worst = 0;
  let windowSum = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      windowSum = 0;
      windowStart = shift.startTime;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    worst = Math.max(worst, windowSum);
  }
  return worst;
}

/** `durations`: the longest event duration of each interaction. */
export function inpOf(durations: number[]): number | undefined {
  if (durations.length === 0) return undefined;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(durations.length / 50))];
}

type Report = (metric: WebVital, value: number) => void;

interface EventTiming extends PerformanceEntry {
  interactionId?: number;
}

function observe(type: string, onEntries: (entries: PerformanceEntry[]) => void, options: Record<string, unknown> = {}) {
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...options } as PerformanceObserverInit);
    return observer;
  } catch {
    // This browser does not know the entry type: that vital is not measured here.
    return undefined;
  }
}

/** Starts measuring the three vitals of this page load; `report` gets each once. */
export function observeVitals(report: Report): void {
  if (typeof PerformanceObserver === 'undefined') return;
  let lcp: number | undefined;
  let lcpDone = false;
  const shifts: Shift[] = [];
  const interactions = new Map<number, number>();

  const lcpObserver = observe('largest-contentful-paint', (entries) => {
    const last = entries[entries.length - 1];
    if (last && !lcpDone) lcp = last.startTime;
  });
  const finishLcp = () => {
    if (lcpDone) return;
    lcpDone = true;
    lcpObserver?.disconnect();
    if (lcp !== undefined) report('LCP', Math.round(lcp));
  };
  // The browser stops looking for a larger paint at the first input: so does the measure.
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, finishLcp, { once: true, capture: true });

  observe('layout-shift', (entries) => shifts.push(...(entries as unknown as Shift[])));
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventTiming[]) {
        if (!entry.interactionId) continue;
        interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    },
    { durationThreshold: 40 },
  );

  let reported = false;
  const finish = () => {
    if (reported) return;
    reported = true;
    finishLcp();
    report('CLS', Math.round(clsOf(shifts) * 1000) / 1000);
    const inp = inpOf([...interactions.values()]);
    if (inp !== undefined) report('INP', Math.round(inp));
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && finish());
  addEventListener('pagehide', finish);
}
