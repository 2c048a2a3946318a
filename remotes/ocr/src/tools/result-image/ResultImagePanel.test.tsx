import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResultImagePanel } from './ResultImagePanel';

const file = { name: 'restored.jpg', cos_name: 'results/t1/1-restored.jpg', url: '/cos/bucket/results/t1/1-restored.jpg?sign=x' };
const original = { url: 'blob:original', width: 800, height: 600, name: 'desk.jpg' };

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const shown = () => screen.getAllByRole('img').map((image) => image.getAttribute('alt'));

describe('the result image panel', () => {
  it('shows the result with what was done, and a download of the stored file under its name', () => {
    render(<ResultImagePanel title="修复结果" facts={['已纠正倾斜 2.5°', '已增强对比度和清晰度']} file={file} original={original} />);
    expect(screen.getByRole('heading', { name: '修复结果' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['已纠正倾斜 2.5°', '已增强对比度和清晰度']);
    expect(shown()).toEqual(['处理后的图片：restored.jpg']);
    const download = screen.getByRole('link', { name: '下载图片' });
    expect(download.getAttribute('href')).toBe(file.url);
    expect(download.getAttribute('download')).toBe('restored.jpg');
    expect(screen.getByRole('link', { name: '查看原尺寸' }).getAttribute('target')).toBe('_blank');
  });

  it('switches between the result, the original and both side by side', async () => {
    render(<ResultImagePanel title="擦除结果" facts={[]} file={file} original={original} />);
    const view = (name: string) => screen.getByRole('button', { name });
    expect(view('效果图').getAttribute('aria-pressed')).toBe('true');

    await act(async () => fireEvent.click(view('原图')));
    expect(view('原图').getAttribute('aria-pressed')).toBe('true');
    expect(view('效果图').getAttribute('aria-pressed')).toBe('false');
    expect(shown()).toEqual(['原图：desk.jpg']);
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:original');

    await act(async () => fireEvent.click(view('对比')));
    expect(shown()).toEqual(['原图：desk.jpg', '处理后的图片：restored.jpg']);
    expect(screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual(['原图', '效果图']);
  });
});
