import { describe, expect, it } from 'vitest';
import { frameOf, frameUrl } from './frames';

describe('style guide frames', () => {
  it('reads back the frame it addresses', () => {
    for (const frame of [
      { lang: 'en', scheme: 'dark' },
      { lang: 'zh-CN', scheme: 'light' },
    ] as const) {
      expect(frameOf(new URL(frameUrl(frame), 'http://hub').search)).toEqual(frame);
    }
  });
  it('is the viewer without ?frame, and falls back to zh-CN and light on odd values', () => {
    expect(frameOf('?lang=en')).toBeUndefined();
    expect(frameOf('?frame&lang=fr&scheme=sepia')).toEqual({ lang: 'zh-CN', scheme: 'light' });
  });
});
