// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { api } from './request';
import { TRACK_EVENT, track, trackToolPageView } from './track';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

const tool = { toolid: 52, path: 'ocr', name: '文字识别', category: '文字识别', scene: 'scan_ocr' };

describe('track', () => {
  it('sends an expose event with the same modules and type only once', () => {
    const seen = vi.fn();
    window.addEventListener(TRACK_EVENT, seen);
    const expose = { act_type: 'expose', page_module: 'home', act_module: 'search' } as const;
    expect(track(expose)).toBe(true);
    expect(track(expose)).toBe(false);
    expect(track({ ...expose, act_type: 'click' })).toBe(true);
    expect(track({ ...expose, act_type: 'click' })).toBe(true);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('counts the page view and reports the usage, swallowing failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(api.post).mockResolvedValue({ imgApiError: true, errMsg: '[500]' });
    await expect(trackToolPageView(tool)).resolves.toBeUndefined();
    expect(api.post).toHaveBeenCalledWith('/api/addToolPV', { toolid: 52 }, { silent: true });
    expect(api.post).toHaveBeenCalledWith(
      '/cgi-bin/tools/report',
      { toolUrl: `${location.origin}/ocr.html`, toolName: '文字识别', tabName: '文字识别' },
      { silent: true },
    );
    expect(warn).toHaveBeenCalled();
  });
});
