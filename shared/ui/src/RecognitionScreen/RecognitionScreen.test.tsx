import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  ensureCompliance,
  fitForUpload,
  openLoginPanel,
  runTask,
  sdkStore,
  setLocale,
  upload,
  uploadProgressAtom,
  useEquity,
  useLogin,
  useQuota,
  type TaskResult,
} from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basicOcrTool, succeeded } from '../test-support/recognition';
import { readPreviewImage } from './image-file';
import { RecognitionScreen, type RecognitionScreenProps } from './RecognitionScreen';

vi.mock('@toolhub/sdk', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@toolhub/sdk')>();
  return {
    ...actual,
    upload: vi.fn(),
    runTask: vi.fn(),
    ensureCompliance: vi.fn(async () => true),
    loadQuota: vi.fn(async () => ({})),
    openLoginPanel: vi.fn(async () => ({ isLogin: false })),
    openPayPanel: vi.fn(),
    useEquityTip: vi.fn(() => ({ state: 'no_login', text: '登录后每天可免费使用3次' })),
    clickEquityTip: vi.fn(),
    useLogin: vi.fn(),
    useEquity: vi.fn(),
    useQuota: vi.fn(),
    // compressorjs never answers in happy-dom (it decodes no image): the size rule runs as the
    // SDK's, around a compression that shrinks the files named in COMPRESSED_SIZES.
    fitForUpload: vi.fn(async (file: File, rule: { compress?: boolean; maxSize?: number }) => {
      if (actual.tooLargeToTry(file, rule)) return { ok: false, reason: 'tooLarge' };
      const size = COMPRESSED_SIZES[file.name] ?? file.size;
      const sent = size === file.size ? file : sized(size, file.name, file.type);
      return sent.size < (rule.maxSize ?? Infinity) ? { ok: true, file: sent } : { ok: false, reason: 'tooLarge' };
    }),
  };
});

const MB = 1024 * 1024;
/** What the fake compression makes of a file, by name; others come out as large as they went in. */
const COMPRESSED_SIZES: Record<string, number> = { 'IMG_0001.jpg': 1 * MB };
/** A file that says it has `size` bytes (nothing of that size is allocated). */
function sized(size: number, name: string, type = 'image/jpeg') {
  return Object.defineProperty(new File([], name, { type }), 'size', { value: size });
}

vi.mock('./image-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./image-file')>()),
  // happy-dom decodes no images: the preview answers a size, or fails for 'broken' files.
  readPreviewImage: vi.fn(async (file: File) => {
    if (file.name.startsWith('broken')) throw new Error('could not decode');
    return { url: `blob:${file.name}`, width: 800, height: 300, name: file.name };
  }),
}));

const tool = basicOcrTool;

const lines = { TextDetections: [{ DetectedText: '你好 OCR' }, { DetectedText: '第二行' }] };
const png = (name = 'page.png', size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A task that ends when the test says so. */
function pendingTask() {
  let finish: (result: TaskResult) => void = () => {};
  vi.mocked(runTask).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
  return (result: TaskResult) => act(async () => finish(result));
}

function renderScreen(props: Partial<RecognitionScreenProps> = {}) {
  return render(
    <RecognitionScreen
      tool={tool}
      subReqType={15}
      options={<label>
        <input type="checkbox" /> 合并段落
      </label>}
      renderResult={(data) => <p data-testid="result">{'TextDetections' in data ? data.TextDetections.map((l) => l.DetectedText).join('|') : ''}</p>}
      renderOverlay={() => <svg data-testid="overlay" />}
      {...props}
    />,
  );
}

const uploadInput = (label = '点击选择文件') => screen.getByLabelText(label) as HTMLInputElement;
const changeInput = () => screen.getByLabelText('更换图片') as HTMLInputElement;
const mainButton = () => screen.getByRole('button', { name: /识别图片/ });
const status = () => screen.getByRole('status');
const choose = (input: HTMLInputElement, file: File) => act(async () => fireEvent.change(input, { target: { files: [file] } }));
const press = (button: HTMLElement) => act(async () => fireEvent.click(button));

beforeEach(() => {
  setLocale('zh-CN');
  vi.mocked(upload).mockResolvedValue({ cosName: 'uploads/x/page.png' });
  vi.mocked(runTask).mockResolvedValue(succeeded(lines));
  vi.mocked(useLogin).mockReturnValue({ isLogin: false });
  vi.mocked(useEquity).mockReturnValue({ loaded: false, level: 'none' });
  vi.mocked(useQuota).mockReturnValue({ leftCount: 1, isPaid: false });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  sdkStore.set(uploadProgressAtom, null);
});

describe('RecognitionScreen before a file', () => {
  it('shows the upload box with its size hint, the equity tip bar and the effect preview placeholder', () => {
    renderScreen();
    expect(screen.getByRole('button', { name: '点击选择文件' })).toBeTruthy();
    expect(screen.getByText(/大小不超过 7 M/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录后每天可免费使用3次' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '识别结果' }).textContent).toContain('效果预览');
    // The bottom area comes with the first image.
    expect(screen.queryByRole('button', { name: /识别图片/ })).toBeNull();
    expect(screen.queryByText('合并段落')).toBeNull();
  });

  it('asks for the compliance agreement before the picker opens', async () => {
    renderScreen();
    const picker = vi.spyOn(uploadInput(), 'click');
    vi.mocked(ensureCompliance).mockResolvedValueOnce(false);
    await press(screen.getByRole('button', { name: '点击选择文件' }));
    expect(ensureCompliance).toHaveBeenCalledTimes(1);
    expect(picker).not.toHaveBeenCalled();
    await press(screen.getByRole('button', { name: '点击选择文件' }));
    expect(picker).toHaveBeenCalledTimes(1);
  });
});

describe('RecognitionScreen status', () => {
  it('goes ready on a file, doing while it runs, done with the result', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    expect(screen.getByRole('img', { name: '待识别的图片：page.png' })).toBeTruthy();
    expect(screen.getByText('合并段落')).toBeTruthy();
    expect(status().textContent).toBe('');

    const finish = pendingTask();
    await press(mainButton());
    expect(status().textContent).toBe('识别中...');
    expect(mainButton().getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: '更换图片' }) as HTMLButtonElement).disabled).toBe(true);

    // A second press while running is ignored.
    await press(mainButton());
    expect(runTask).toHaveBeenCalledTimes(1);

    await finish(succeeded(lines));
    expect(status().textContent).toBe('识别成功');
    expect(screen.getByTestId('result').textContent).toBe('你好 OCR|第二行');
    expect(screen.getByTestId('overlay')).toBeTruthy();
    expect(screen.queryByText('效果预览')).toBeNull();
  });

  it('returns to ready when the image changes, the result cleared', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    await press(mainButton());
    expect(screen.getByTestId('result')).toBeTruthy();

    const picker = vi.spyOn(changeInput(), 'click');
    await press(screen.getByRole('button', { name: '更换图片' }));
    expect(ensureCompliance).toHaveBeenCalled();
    expect(picker).toHaveBeenCalledTimes(1);
    await choose(changeInput(), png('second.png'));
    expect(screen.getByRole('img', { name: '待识别的图片：second.png' })).toBeTruthy();
    expect(screen.queryByTestId('result')).toBeNull();
    expect(screen.queryByTestId('overlay')).toBeNull();
    expect(screen.getByText('效果预览')).toBeTruthy();
    expect(status().textContent).toBe('');
  });

  it('shows the upload progress while the file goes up', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    const finish = pendingTask();
    await press(mainButton());
    await act(async () => sdkStore.set(uploadProgressAtom, { phase: 'uploading', loaded: 40, total: 100, ratio: 0.4 }));
    expect(screen.getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow')).toBe('40');
    await act(async () => sdkStore.set(uploadProgressAtom, { phase: 'done', loaded: 100, total: 100, ratio: 1 }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await finish(succeeded(lines));
  });

  it("shows a failure in the alert and ends in done, ready to try again", async () => {
    renderScreen();
    await choose(uploadInput(), png());
    vi.mocked(runTask).mockResolvedValueOnce({ ok: false, message: '通用文字识别失败！error reading file', code: 1300 });
    await press(mainButton());
    expect(screen.getByRole('alert').textContent).toBe('通用文字识别失败！读取文件出错');
    expect(status().textContent).toBe('');
    await press(mainButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status().textContent).toBe('识别成功');
  });

  it("says 'no text recognised' for an empty result", async () => {
    renderScreen();
    await choose(uploadInput(), png());
    vi.mocked(runTask).mockResolvedValueOnce(succeeded({ TextDetections: [] }));
    await press(mainButton());
    expect(screen.getByRole('alert').textContent).toBe('未识别到文字');
  });
});

describe('RecognitionScreen on a phone', () => {
  /** Where the result area's top is, as the window sees it, and the scrolls asked of it. */
  function placeResultArea(top: number) {
    const scrolls: ScrollIntoViewOptions[] = [];
    const area = screen.getByRole('region', { name: '识别结果' });
    area.getBoundingClientRect = () => ({ top, bottom: top + 300, left: 0, right: 390, width: 390, height: 300, x: 0, y: top, toJSON: () => ({}) });
    area.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => void scrolls.push(options as ScrollIntoViewOptions);
    return scrolls;
  }

  it('brings a result that lands low in the window or below it into view, and leaves one in sight where it is', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    const below = placeResultArea(window.innerHeight * 0.8);
    await press(mainButton());
    expect(screen.getByTestId('result')).toBeTruthy();
    expect(below).toEqual([{ block: 'start', behavior: 'smooth' }]);
    // A later result whose area is in sight (a wide screen) moves nothing.
    await choose(uploadInput('更换图片'), png('second.png'));
    const inSight = placeResultArea(120);
    await press(mainButton());
    expect(screen.getByTestId('result')).toBeTruthy();
    expect(inSight).toEqual([]);
  });

  it('brings a failure below the window into view too', async () => {
    vi.mocked(runTask).mockRejectedValueOnce(new Error('boom'));
    renderScreen();
    await choose(uploadInput(), png());
    const scrolls = placeResultArea(window.innerHeight + 50);
    await press(mainButton());
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(scrolls).toHaveLength(1);
  });
});

describe('RecognitionScreen validation', () => {
  it('accepts only images', async () => {
    renderScreen();
    await choose(uploadInput(), new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('仅支持图片文件（png, gif, jpg, jpeg, avif, jxl, webp, wp2, bmp）');
    expect(screen.getByRole('button', { name: '点击选择文件' })).toBeTruthy();
    expect(readPreviewImage).not.toHaveBeenCalled();
  });

  it("refuses a file not smaller than the tool's maximum", async () => {
    renderScreen({ tool: { ...tool, maxsize: 2000 } });
    expect(screen.getByText(/大小不超过 0 M/)).toBeTruthy();
    await choose(uploadInput(), png('big.png', 2000));
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    await choose(uploadInput(), png('fits.png', 1999));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: '待识别的图片：fits.png' })).toBeTruthy();
  });

  it('takes a 9.6 MB photo that compresses to 1 MB, and uploads the very file it compressed', async () => {
    renderScreen();
    await choose(uploadInput(), sized(Math.round(9.6 * MB), 'IMG_0001.jpg'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: '待识别的图片：IMG_0001.jpg' })).toBeTruthy();
    await press(mainButton());
    const [sent, options] = vi.mocked(upload).mock.calls[0];
    expect(sent.size).toBe(1 * MB);
    expect(options).toMatchObject({ compress: true, maxSize: 7340032 });
    // The same File object fitForUpload answered: upload knows the files it made and does not
    // compress them again (fit.test.ts), while the original or a copy would be compressed twice.
    const fitted = await vi.mocked(fitForUpload).mock.results[0].value;
    expect(fitted.ok && fitted.file).toBe(sent);
  });

  it('refuses at once a file too large to even decode, and one still too large once compressed', async () => {
    renderScreen();
    await choose(uploadInput(), sized(200 * MB, 'huge.jpg'));
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    expect(fitForUpload).not.toHaveBeenCalled();
    await choose(uploadInput(), sized(Math.round(9.6 * MB), 'noise.jpg'));
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    expect(readPreviewImage).not.toHaveBeenCalled();
  });

  it('says an image it cannot read is unreadable, keeping the current one', async () => {
    renderScreen();
    await choose(uploadInput(), png('broken.png'));
    expect(screen.getByRole('alert').textContent).toBe('读取文件出错');
    await choose(uploadInput(), png());
    await choose(changeInput(), png('broken-too.png'));
    expect(screen.getByRole('alert').textContent).toBe('读取文件出错');
    expect(screen.getByRole('img', { name: '待识别的图片：page.png' })).toBeTruthy();
  });

  it('checks a changed image the same way', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    await choose(changeInput(), png('huge.png', 7340032));
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
  });
});

describe('RecognitionScreen charging', () => {
  const charged = { ...tool, needCharge: true };
  /** A logged-in visitor of equity `level` with `left` uses, on the charged tool, with an image chosen. */
  const chargedFor = async (level: 'none' | 'extra', left: number) => {
    vi.mocked(useLogin).mockReturnValue({ isLogin: true, qbid: '10001' });
    vi.mocked(useEquity).mockReturnValue({ loaded: true, level });
    vi.mocked(useQuota).mockReturnValue({ leftCount: left, isPaid: false });
    renderScreen({ tool: charged });
    await choose(uploadInput(), png());
  };

  it('blocks an anonymous visitor: the main button disabled, a way to log in', async () => {
    renderScreen({ tool: charged });
    await choose(uploadInput(), png());
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/登录后即可识别图片/)).toBeTruthy();
    await press(screen.getByRole('button', { name: '立即登录' }));
    expect(openLoginPanel).toHaveBeenCalledWith({ title: '请先登录' });
    await press(mainButton());
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows loading while the login or the count is unknown', async () => {
    vi.mocked(useLogin).mockReturnValue(undefined);
    renderScreen({ tool: charged });
    await choose(uploadInput(), png());
    expect(mainButton().getAttribute('aria-busy')).toBe('true');
    await press(mainButton());
    expect(upload).not.toHaveBeenCalled();
  });

  it('blocks a visitor without equity and without uses, and offers membership', async () => {
    await chargedFor('none', 0);
    expect((mainButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '开通会员' })).toBeTruthy();
  });

  it('lets a member recognise with no use left', async () => {
    await chargedFor('extra', 0);
    await press(mainButton());
    expect(vi.mocked(runTask).mock.calls[0][0]).toMatchObject({ charging: true });
    expect(status().textContent).toBe('识别成功');
  });
});

describe('RecognitionScreen result head', () => {
  it("puts the result's heading and actions in the result area's title row, once there is a result", async () => {
    renderScreen({ renderHead: (data) => ({ title: `识别结果 ${'TextDetections' in data ? data.TextDetections.length : 0} 行`, actions: <button type="button">复制全部</button> }) });
    expect(screen.queryByRole('button', { name: '复制全部' })).toBeNull();
    await choose(uploadInput(), png());
    await press(mainButton());
    const area = screen.getByRole('region', { name: '识别结果 2 行' });
    expect(area.querySelector('h2')?.textContent).toBe('识别结果 2 行');
    expect(area.contains(screen.getByRole('button', { name: '复制全部' }))).toBe(true);
    expect(area.contains(screen.getByTestId('result'))).toBe(true);
  });
});

describe('RecognitionScreen card sides', () => {
  it('offers the sides only when given, FRONT first, and sends the chosen one', async () => {
    renderScreen();
    await choose(uploadInput(), png());
    expect(screen.queryByRole('radio')).toBeNull();
    cleanup();

    renderScreen({ cardSides: ['FRONT', 'BACK'] });
    await choose(uploadInput(), png());
    expect(screen.getByRole('radiogroup', { name: '证件面' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '正面' }).getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: '反面' })));
    await press(mainButton());
    expect(vi.mocked(runTask).mock.calls[0][0].data).toMatchObject({ req_data: { item: { extend: { cardSide: 'BACK' } } } });
  });
});

describe('RecognitionScreen in English', () => {
  it('says everything through the catalog', async () => {
    act(() => setLocale('en'));
    renderScreen();
    expect(screen.getByText('Effect preview')).toBeTruthy();
    await choose(uploadInput('click to select file'), png());
    expect(screen.getByRole('button', { name: 'Change image' })).toBeTruthy();
    await press(screen.getByRole('button', { name: /Recognise image/ }));
    expect(status().textContent).toBe('Recognised');
  });
});
