// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from './i18n';
import { copyLink, pageShareLink, setShareInfo, getShareOptions } from './share';
import { sdkStore } from './store';
import { toastsAtom } from './toast';

describe('share', () => {
  beforeAll(() => setLocale('zh-CN'));

  it('defaults the description and tags links with callfrom=share_{channel}', () => {
    setShareInfo({ link: 'https://tools.example/ocr.html?callfrom=x&a=1' });
    expect(getShareOptions().desc).toBe('帮忙小事，贴心小助手');
    expect(pageShareLink('wx')).toBe('https://tools.example/ocr.html?a=1&callfrom=share_wx');
  });

  it('copies the link and shows 链接已复制成功', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setShareInfo({ link: 'https://tools.example/ocr.html' });
    await expect(copyLink('pc')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://tools.example/ocr.html?callfrom=share_pc');
    expect(sdkStore.get(toastsAtom).map((t) => t.message)).toContain('链接已复制成功');
  });
});
