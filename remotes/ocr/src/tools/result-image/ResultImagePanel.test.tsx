import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultFile } from '../../test-support/shapes';
import { ResultImagePanel, resultImageHead } from './ResultImagePanel';

const file = resultFile('restored.jpg');
const original = { url: 'blob:original', width: 800, height: 600, name: 'desk.jpg' };

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const shown = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

describe('the result image panel', () => {
  it('shows the result with what was done, and opens it at full size', () => {
    render(<ResultImagePanel facts={['已纠正倾斜 2.5°', '已增强对比度和清晰度']} file={file} original={original} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['已纠正倾斜 2.5°', '已增强对比度和清晰度']);
    expect(shown()).toEqual(['处理后的图片：restored.jpg']);
    expect(screen.getByRole('link', { name: '查看原尺寸' }).getAttribute('target')).toBe('_blank');
  });

  it('heads the result with its title and a download of the stored file under its name', () => {
    const head = resultImageHead('修复结果', file);
    expect(head.title).toBe('修复结果');
    render(head.actions);
    const download = screen.getByRole('link', { name: '下载图片' });
    expect(download.getAttribute('href')).toBe(file.url);
    expect(download.getAttribute('download')).toBe('restored.jpg');
  });

  it('switches between the result, the original and both compared across a divider', async () => {
    render(<ResultImagePanel facts={[]} file={file} original={original} />);
    const view = (name: string) => screen.getByRole('button', { name });
    expect(view('效果图').getAttribute('aria-pressed')).toBe('true');

    await act(async () => fireEvent.click(view('原图')));
    expect(view('原图').getAttribute('aria-pressed')).toBe('true');
    expect(view('效果图').getAttribute('aria-pressed')).toBe('false');
    expect(shown()).toEqual(['原图：desk.jpg']);
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:original');

    await act(async () => fireEvent.click(view('对比')));
    expect(shown()).toEqual(['处理后的图片：restored.jpg', '原图：desk.jpg']);
    const divider = screen.getByRole('slider', { name: '对比分割线' });
    expect(divider.getAttribute('aria-valuetext')).toBe('原图 50% · 效果图 50%');
    await act(async () => fireEvent.keyDown(divider, { key: 'ArrowRight' }));
    expect(divider.getAttribute('aria-valuenow')).toBe('55');
  });
});
