import { act, fireEvent, render, screen } from '@testing-library/react';
import { runTask, useLogin } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { lastTaskInput, resultFile, screenTestSetup, toolOf } from '../../test-support/screens';
import AiArt from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

const tool = toolOf('./AiArt');
const paint = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '开始作画' })));
const paintings = (engine: string) =>
  vi.mocked(runTask).mockResolvedValue({
    ok: true,
    taskId: 't1',
    data: { Engine: engine, Style: 'oil', Seeds: [7, 8, 9, 10], Width: 1024, Height: 1024 },
    files: [1, 2, 3, 4].map((index) => resultFile(`ai-art-${index}.png`)),
  });

screenTestSetup();

describe('painting from words', () => {
  it('is charged: a visitor not logged in is asked to log in first', () => {
    render(<AiArt tool={tool} />);
    expect((screen.getByRole('button', { name: '开始作画' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('登录后即可使用')).toBeTruthy();
  });

  it('refuses an empty description on the page, then paints four in the chosen style and names the engine as it is', async () => {
    vi.mocked(useLogin).mockReturnValue({ isLogin: true, qbid: 'q1' } as ReturnType<typeof useLogin>);
    render(<AiArt tool={tool} />);
    await paint();
    expect(screen.getByText('请先输入描述')).toBeTruthy();
    expect(runTask).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: /描述你想要的画面/ }), { target: { value: '  sunset over the sea  ' } });
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /油画/ })));
    paintings('procedural');
    await paint();
    expect(lastTaskInput()).toMatchObject({ type: 116, toolId: 49, scene: 'ai_art', charging: true, data: { prompt: 'sunset over the sea', style: 'oil' } });
    expect(screen.getAllByRole('img', { name: /^第 \d 幅画：sunset over the sea（油画）$/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: '下载 ai-art-3.png' }).getAttribute('download')).toBe('ai-art-3.png');
    expect(screen.getByText(/程序化绘画引擎.*不是训练出来的 AI 模型/)).toBeTruthy();

    paintings('stable-diffusion');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '换一批' })));
    expect(screen.getByText('由 Stable Diffusion 图像生成模型画出。')).toBeTruthy();
  });
});
