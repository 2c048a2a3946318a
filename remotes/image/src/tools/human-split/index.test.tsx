import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choosePicture, effectFinishes, lastTaskInput, photoFile, resultFile, screenTestSetup, toolOf } from '../../test-support/screens';
import HumanSplit from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./HumanSplit');
const runButton = () => screen.getByRole('button', { name: '开始抠图' }) as HTMLButtonElement;
const run = () => act(async () => fireEvent.click(runButton()));

screenTestSetup();

describe('human split', () => {
  it('cuts out onto transparency by default', async () => {
    render(<HumanSplit tool={tool} />);
    await choosePicture(photoFile('me.jpg'));
    effectFinishes({ Engine: 'selfie-segmentation', Found: 41.6 }, resultFile('me-cutout.png'));
    await run();
    expect(lastTaskInput()?.data).toEqual({ file: 'uploads/visitor/me.jpg', name: 'me.jpg', background: 'transparent' });
    expect(screen.getByText('人物约占画面的 42%')).toBeTruthy();
    expect(screen.getByText('背景已去除，下载的 PNG 图片背景透明')).toBeTruthy();
  });

  it('asks for a 2-inch ID photo on red', async () => {
    render(<HumanSplit tool={tool} />);
    await choosePicture(photoFile('me.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '证件照' })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /红色/ })));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /二寸/ })));
    effectFinishes({ Engine: 'selfie-segmentation', Width: 413, Height: 579 }, resultFile('me-id-photo.jpg'));
    await run();
    expect(lastTaskInput()?.data).toEqual({ file: 'uploads/visitor/me.jpg', name: 'me.jpg', background: 'colour', colour: '#d9001b', idPhoto: 'twoInch' });
    // An ID photo has another shape than the photo: the two side by side, not one over the other.
    expect(screen.queryByRole('slider', { name: '对比分割线' })).toBeNull();
    expect(screen.getByText('二寸证件照，413 × 579 像素（300 dpi）')).toBeTruthy();
  });

  it('waits for the background picture before a picture background can run', async () => {
    render(<HumanSplit tool={tool} />);
    await choosePicture(photoFile('me.jpg'));
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '图片背景' })));
    expect(runButton().disabled).toBe(true);
    expect(screen.getByText('请先上传背景图片')).toBeTruthy();
    const picker = screen.getByRole('group', { name: '背景图片' });
    await act(async () => fireEvent.change(within(picker).getByLabelText('点击选择文件'), { target: { files: [photoFile('beach.jpg')] } }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(runButton().disabled).toBe(false);
    effectFinishes({ Engine: 'selfie-segmentation' }, resultFile('me-cutout.jpg'));
    await run();
    expect(lastTaskInput()?.data).toEqual({ file: 'uploads/visitor/me.jpg', name: 'me.jpg', background: 'image', backgroundFile: 'uploads/visitor/beach.jpg' });
  });
});
