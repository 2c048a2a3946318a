// @vitest-environment happy-dom
import { TELEMETRY_BATCH_MAX, TELEMETRY_FLUSH_MS, TELEMETRY_PATH, telemetryBatchSchema } from '@toolhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track, trackPageView } from '../track';
import { resetBeacon, sendTelemetry, startBeacon } from './beacon';
import { reportError, startReporter } from './reporter';
import { clsOf, inpOf } from './vitals';

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

/** Every event the page sent, batch by batch, checked against the server's contract. */
const sentBatches = () => beacon.mock.calls.map(([url, body]) => {
  expect(url).toBe(TELEMETRY_PATH);
  return telemetryBatchSchema.parse(JSON.parse(String(body))).events;
});

beforeEach(() => {
  vi.useFakeTimers();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  resetBeacon();
  vi.useRealTimers();
});

describe('the telemetry queue', () => {
  it('sends nothing until the shell starts it', () => {
    track({ act_type: 'click', page_module: 'home', act_module: 'search' });
    vi.advanceTimersByTime(TELEMETRY_FLUSH_MS * 2);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('gathers events for a while and sends them in one beacon with the spec fields and the page context', () => {
    startBeacon();
    trackPageView({ page_id: 'mortgage-calculator', page_name: '房贷计算器' });
    track({ act_type: 'click', page_module: 'mortgage-calculator', act_module: 'calculate', extinfo2: 'years=30' });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(TELEMETRY_FLUSH_MS);
    const [events] = sentBatches();
    expect(events.map((event) => event.name)).toEqual(['page_view', 'click']);
    expect(events[1].fields).toMatchObject({ page_module: 'mortgage-calculator', act_module: 'calculate', extinfo2: 'years=30', appid: 'tool' });
    expect(events[1].fields.aid.split('_')).toHaveLength(5);
    expect(events[1].context).toMatchObject({ page: 'mortgage-calculator', is_pc: true, host: 'other' });
    expect(events[1].context.qua2).toMatch(/^QV=3&PL=/);
  });

  it('cuts a long queue into batches the server takes, and sends at once when the page is hidden', () => {
    startBeacon();
    for (let i = 0; i <= TELEMETRY_BATCH_MAX; i++) sendTelemetry({ name: 'click', fields: { page_id: 'p', page_name: 'p', page_module: 'p', act_type: 'click', act_module: `b${i}`, appid: 'tool', sceneid: '', fromid: '', url_link: '', aid: '', extinfo1: '2' } });
    expect(sentBatches().map((events) => events.length)).toEqual([TELEMETRY_BATCH_MAX]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sentBatches().map((events) => events.length)).toEqual([TELEMETRY_BATCH_MAX, 1]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('falls back to a keep-alive fetch when the beacon is refused', () => {
    beacon.mockReturnValueOnce(false);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    startBeacon();
    trackPageView({ page_id: 'homepage', page_name: 'homepage' });
    vi.advanceTimersByTime(TELEMETRY_FLUSH_MS);
    expect(fetch).toHaveBeenCalledWith(TELEMETRY_PATH, expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});

describe('the reporter', () => {
  it('reports an uncaught error once, and clicks and exposes from the markup', () => {
    startReporter('ocr');
    dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined', filename: 'https://hub.example/remotes/ocr/1.0.0/main.js?v=1', lineno: 12 }));
    dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined', filename: 'https://hub.example/remotes/ocr/1.0.0/main.js?v=1', lineno: 12 }));
    reportError('remote', 'remote ocr@1.0.0 failed (entry): 404');
    document.body.innerHTML = '<section data-log-module="upload"><button data-log-event="choose_file" data-log-params="from=drop"><span>选择文件</span></button></section>';
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    vi.advanceTimersByTime(TELEMETRY_FLUSH_MS);
    const events = sentBatches().flat();
    const errors = events.filter((event) => event.name === 'error');
    expect(errors.map((event) => event.error)).toEqual([
      { source: 'window', message: 'TypeError: x is undefined (https://hub.example/remotes/ocr/1.0.0/main.js:12)' },
      { source: 'remote', message: 'remote ocr@1.0.0 failed (entry): 404' },
    ]);
    expect(errors[0].context.page).toBe('ocr');
    const click = events.find((event) => event.name === 'click');
    expect(click?.fields).toMatchObject({ page_module: 'upload', act_module: 'choose_file', extinfo2: 'from=drop' });
  });
});

describe('web vitals', () => {
  it('CLS is the worst session window of shifts without recent input', () => {
    const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });
    expect(clsOf([])).toBe(0);
    // Two windows (a 2 s gap between): 0.05 + 0.05, then 0.08; the shift after input is not counted.
    expect(clsOf([shift(100, 0.05), shift(600, 0.05), shift(2600, 0.08), shift(2700, 0.5, true)])).toBeCloseTo(0.1);
    // A window is at most 5 s long.
    expect(clsOf(Array.from({ length: 12 }, (_, i) => shift(i * 900, 0.01)))).toBeCloseTo(0.06);
  });

  it('INP is the slowest interaction, one skipped per 50', () => {
    expect(inpOf([])).toBeUndefined();
    expect(inpOf([40, 300, 120])).toBe(300);
    expect(inpOf([900, ...Array.from({ length: 59 }, () => 80)])).toBe(80);
  });
});
