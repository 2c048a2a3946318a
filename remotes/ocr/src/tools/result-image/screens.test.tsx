import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ToolMeta } from '@toolhub/contracts';
import { runTask, setLocale, upload } from '@toolhub/sdk';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import HandwritingErasure from '../handwriting-erasure/index';
import WordRestore from '../word-restore/index';

vi.mock('@toolhub/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/sdk')>()),
  upload: vi.fn(async () => ({ cosName: 'uploads/x/page.png' })),
  runTask: vi.fn(),
  ensureCompliance: vi.fn(async () => true),
  loadQuota: vi.fn(async () => ({})),
  useEquityTip: vi.fn(() => ({ state: 'no_login', text: '登录后今日可免费使用1次' })),
  clickEquityTip: vi.fn(),
  useLogin: vi.fn(() => ({ isLogin: false })),
  useEquity: vi.fn(() => ({ loaded: false, level: 'none' })),
  useQuota: vi.fn(() => ({ leftCount: 1, isPaid: false })),
  toast: vi.fn(),
}));

/** happy-dom decodes no images: every image "loads" at 1240 × 996. */
class LoadedImage {
  onload?: () => void;
  naturalWidth = 1240;
  naturalHeight = 996;
  set src(_: string) {
    setTimeout(() => this.onload?.(), 0);
  }
}

const resultFile = (name: string) => ({ name, cos_name: `results/t1/1-${name}`, url: `/cos/bucket/results/t1/1-${name}?sign=x` });

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

beforeEach(() => {
  setLocale('zh-CN');
  vi.stubGlobal('Image', LoadedImage);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe.each(SCREENS)('the $name screen', ({ module, Screen, name, scene, subReqType, data, file, title, fact }) => {
  const tool = catalog.find((entry) => entry.module === module)!;

  async function run() {
    render(<Screen tool={tool} />);
    const input = screen.getByLabelText('点击选择文件');
    await act(async () => fireEvent.change(input, { target: { files: [new File([new Uint8Array(10)], 'page.png', { type: 'image/png' })] } }));
    // The preview decodes on a timer.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /识别图片/ })));
  }

  it('asks the cloud-proxy call for its recognition and shows the result image to download', async () => {
    vi.mocked(runTask).mockResolvedValue({ ok: true, taskId: 't1', data, files: [resultFile(file)] });
    await run();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(runTask).mock.calls[0][0]).toMatchObject({ toolName: name, scene, data: { sub_req_type: subReqType } });
    expect(screen.getByRole('status').textContent).toBe('识别成功');
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(fact)).toBeTruthy();
    expect(screen.getByRole('img', { name: `处理后的图片：${file}` }).getAttribute('src')).toBe(resultFile(file).url);
    expect(screen.getByRole('link', { name: '下载图片' }).getAttribute('download')).toBe(file);
  });

  it('says so when the answer holds no image', async () => {
    vi.mocked(runTask).mockResolvedValue({ ok: true, taskId: 't1', data, files: [] });
    await run();
    expect(screen.getByRole('alert').textContent).toBe('未识别到文字');
    expect(screen.queryByRole('link', { name: '下载图片' })).toBeNull();
  });
});
