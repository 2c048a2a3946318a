import { act, fireEvent, render, screen } from '@testing-library/react';
import { upload } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import AnimeFilter from '../tools/anime-filter/index';
import { choosePicture, effectFails, effectFinishes, lastTaskInput, photoFile, resultFile, screenTestSetup, toolOf } from '../test-support/screens';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./AnimeFilter');
const runButton = () => screen.getByRole('button', { name: '开始转换' }) as HTMLButtonElement;

screenTestSetup();

describe('the effect screen (through the anime filter)', () => {
  it('uploads the chosen picture as it is, then runs the effect with its options on the stored object', async () => {
    render(<AnimeFilter tool={tool} />);
    expect(runButton().disabled).toBe(true);
    expect(screen.getByText('请先选择图片')).toBeTruthy();
    await choosePicture(photoFile('假期.jpg'));
    expect(screen.getByRole('img', { name: '原图：假期.jpg' })).toBeTruthy();
    expect(screen.getByText('已上传')).toBeTruthy();
    // No recompression: the effect works on the visitor's own pixels; the tool's own size limit.
    expect(vi.mocked(upload).mock.lastCall?.[1]).toMatchObject({ toolid: tool.toolid, maxSize: 10485760 });
    expect(vi.mocked(upload).mock.lastCall?.[1]?.compress).toBeUndefined();

    effectFinishes({}, resultFile('假期-anime.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /黑白漫画/ })));
    await act(async () => fireEvent.click(runButton()));
    expect(lastTaskInput()).toMatchObject({ type: 112, toolId: 112, scene: 'anime_filter', charging: false, isAsync: true, data: { file: 'uploads/visitor/假期.jpg', name: '假期.jpg', style: 'comic' } });

    // Before and after over each other, and the result to download under its own name.
    expect(screen.getByRole('img', { name: '处理后的图片：假期-anime.jpg' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: '对比分割线' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /下载图片/ });
    expect(link.getAttribute('href')).toBe('https://hub.example/files/假期-anime.jpg');
    expect(screen.getByText('已转换为「黑白漫画」画风，640 × 480 像素')).toBeTruthy();
  });

  it('refuses a file that is no picture, or too large, before uploading anything', async () => {
    render(<AnimeFilter tool={tool} />);
    await choosePicture(photoFile('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toMatch(/^不支持该文件类型，请选择图片/);
    await choosePicture(photoFile('huge.jpg', 'image/jpeg', 10485760));
    expect(screen.getByRole('alert').textContent).toBe('文件过大，请选择 10 MB 以内的图片');
    await choosePicture(photoFile('broken.jpg'));
    expect(screen.getByRole('alert').textContent).toBe('无法读取这张图片，文件可能已损坏');
    expect(upload).not.toHaveBeenCalled();
  });

  it("says an engine's failure in the page's language, and an animation's first frame", async () => {
    render(<AnimeFilter tool={tool} />);
    await choosePicture(photoFile());
    effectFails('动漫滤镜失败！image too large');
    await act(async () => fireEvent.click(runButton()));
    expect(screen.getByText('动漫滤镜失败！图片尺寸太大，请缩小后再试')).toBeTruthy();

    effectFinishes({ Frames: 12 }, resultFile('photo-anime.png'));
    await act(async () => fireEvent.click(runButton()));
    expect(screen.getByText('动图只处理第一帧')).toBeTruthy();
  });

  it('shows the progress the engine reports while it works', async () => {
    render(<AnimeFilter tool={tool} />);
    await choosePicture(photoFile());
    const { runTask } = await import('@toolhub/sdk');
    vi.mocked(runTask).mockImplementation((options) => new Promise(() => options.onProgress?.(40)));
    await act(async () => fireEvent.click(runButton()));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });
});

describe('a picture wider than the effects take', () => {
  // Every picture in these tests "loads" one pixel wider than IMAGE_EFFECT_MAX_SIDE.
  screenTestSetup({ width: 6001, height: 4000 });

  it('is refused with the limit before anything is uploaded', async () => {
    render(<AnimeFilter tool={tool} />);
    await choosePicture(photoFile('panorama.jpg'));
    expect(screen.getByRole('alert').textContent).toBe('图片尺寸过大，不能超过 6000×6000 像素');
    expect(upload).not.toHaveBeenCalled();
  });
});
