import { screen } from '@testing-library/react';
import type { ToolMeta } from '@toolhub/contracts';
import { runTask } from '@toolhub/sdk';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectRecognised, openAndRecognise, resultFile, screenTestSetup, succeeded } from '../../test-support/screens';
import HandwritingErasure from '../handwriting-erasure/index';
import WordRestore from '../word-restore/index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));

/** The two screens whose result is an image: what each asks for and what it shows. */
const SCREENS: { module: string; Screen: ComponentType<{ tool: ToolMeta }>; name: string; scene: string; subReqType: number; data: unknown; file: string; title: string; fact: string }[] = [
  {
    module: './HandwritingErasure',
    Screen: HandwritingErasure,
    name: '手写体擦除',
    scene: 'handwriting_erasure',
    subReqType: 3,
    data: { Width: 1240, Height: 996, PrintedLines: 11, ErasedPercent: 3.07 },
    file: 'handwriting-erased.png',
    title: '擦除结果',
    fact: '擦除笔迹约占画面 3.1%',
  },
  {
    module: './WordRestore',
    Screen: WordRestore,
    name: '文档图像修复',
    scene: 'word_restore',
    subReqType: 7,
    data: { Width: 1294, Height: 1064, SkewDegrees: 3.2, LightSpreadBefore: 46.3, LightSpreadAfter: 0.6 },
    file: 'restored.jpg',
    title: '修复结果',
    fact: '已纠正倾斜 3.2°',
  },
];

screenTestSetup({ width: 1240, height: 996 });

describe.each(SCREENS)('the $name screen', ({ module, Screen, name, scene, subReqType, data, file, title, fact }) => {
  const run = () => openAndRecognise(Screen, module);

  it('asks the cloud-proxy call for its recognition and shows the result image to download', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded(data, [resultFile(file)]));
    await run();
    expectRecognised({ toolName: name, scene, data: { sub_req_type: subReqType } });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(fact)).toBeTruthy();
    expect(screen.getByRole('img', { name: `处理后的图片：${file}` }).getAttribute('src')).toBe(resultFile(file).url);
    expect(screen.getByRole('link', { name: '下载图片' }).getAttribute('download')).toBe(file);
  });

  it('says so when the answer holds no image', async () => {
    vi.mocked(runTask).mockResolvedValue(succeeded(data));
    await run();
    expect(screen.getByRole('alert').textContent).toBe('未识别到文字');
    expect(screen.queryByRole('link', { name: '下载图片' })).toBeNull();
  });
});
