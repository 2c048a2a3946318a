import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMegabytes, matchesAccept } from './accept';
import { readImageSize } from './image-size';
import type { ImageReading } from './limits';
import { UploadBox } from './UploadBox';

// The test DOM decodes no images: the box's reader answers what each test says.
vi.mock('./image-size', () => ({ readImageSize: vi.fn() }));

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

const MAX = 7340032;
/** A file that says it has `size` bytes: the box reads only the size (and no 7 MB is allocated). */
const png = (size: number, name = 'photo.png') => Object.defineProperty(new File([], name, { type: 'image/png' }), 'size', { value: size });
const fileInput = () => screen.getByLabelText('点击选择文件') as HTMLInputElement;
const choose = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('UploadBox', () => {
  it('offers a button and the size hint', () => {
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={() => {}} />);
    const button = screen.getByRole('button', { name: '点击选择文件' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') as string)?.textContent).toContain('大小不超过 7 M');
  });

  it('says it in English', () => {
    act(() => setLocale('en'));
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={() => {}} />);
    expect(screen.getByRole('button', { name: 'click to select file' })).toBeTruthy();
    expect(screen.getByText(/smaller than 7 M/)).toBeTruthy();
  });

  it('hands over a chosen file', () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} />);
    const file = png(1000);
    choose([file]);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("refuses a file not smaller than the maximum with '文件过大' and clears the input", () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} />);
    choose([png(MAX)]);
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    expect(fileInput().value).toBe('');
    choose([png(MAX - 1)]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('for images recompressed before upload, hands over a 9.6 MB photo (judged after compression) and refuses a 200 MB file at once', () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} compress onFiles={onFiles} />);
    const photo = png(Math.round(9.6 * 1024 * 1024), 'IMG_0001.png');
    choose([photo]);
    expect(onFiles).toHaveBeenCalledWith([photo]);
    expect(screen.queryByRole('alert')).toBeNull();
    choose([png(200 * 1024 * 1024, 'huge.png')]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    // The hint still names the limit of what is sent.
    expect(screen.getByText(/大小不超过 7 M/)).toBeTruthy();
  });

  it('hands a refusal to onReject, with its own words for it, instead of showing its own alert', () => {
    const onReject = vi.fn();
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} onReject={onReject} />);
    const big = png(MAX);
    choose([big]);
    expect(onReject).toHaveBeenCalledWith('fileTooLarge', [big], '文件过大');
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    choose([pdf]);
    expect(onReject).toHaveBeenLastCalledWith('fileTypeUnsupported', [pdf], '不支持该文件类型');
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fileInput().value).toBe('');
  });

  it('opens the picker from its button', () => {
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={() => {}} />);
    const picker = vi.spyOn(fileInput(), 'click');
    fireEvent.click(screen.getByRole('button', { name: '点击选择文件' }));
    return vi.waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
  });

  it('waits for beforeSelect and stops when it says no', async () => {
    let answer = false;
    const beforeSelect = vi.fn(async () => answer);
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={() => {}} beforeSelect={beforeSelect} />);
    const picker = vi.spyOn(fileInput(), 'click');
    const button = screen.getByRole('button', { name: '点击选择文件' });
    await act(async () => fireEvent.click(button));
    expect(beforeSelect).toHaveBeenCalledTimes(1);
    expect(picker).not.toHaveBeenCalled();
    answer = true;
    await act(async () => fireEvent.click(button));
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('takes a dropped file of an accepted type', async () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} />);
    const box = screen.getByRole('button', { name: '点击选择文件' }).parentElement as Element;
    await act(async () => fireEvent.drop(box, { dataTransfer: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } }));
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('不支持该文件类型');
    const file = png(10);
    await act(async () => fireEvent.drop(box, { dataTransfer: { files: [file, png(20, 'b.png')] } }));
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('does nothing while disabled', async () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} disabled />);
    expect((screen.getByRole('button', { name: '点击选择文件' }) as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByRole('button', { name: '点击选择文件' }).parentElement as Element;
    await act(async () => fireEvent.drop(box, { dataTransfer: { files: [png(10)] } }));
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('UploadBox limits', () => {
  // While busy the spinner's label joins the button's name.
  const button = () => screen.getByRole('button', { name: /点击选择文件/ });
  const alertText = () => screen.getByRole('alert').textContent;

  it('refuses more files than maxFiles in the box, and hands the reason to onReject', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<UploadBox accept="image/*" maxSize={MAX} multiple limits={{ maxFiles: 2 }} onFiles={onFiles} />);
    choose([png(1, 'a.png'), png(1, 'b.png'), png(1, 'c.png')]);
    expect(alertText()).toBe('最多选择 2 个文件');
    choose([png(1, 'a.png'), png(1, 'b.png')]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    const onReject = vi.fn();
    rerender(<UploadBox accept="image/*" maxSize={MAX} multiple limits={{ maxFiles: 2 }} onFiles={onFiles} onReject={onReject} />);
    const three = [png(1, 'a.png'), png(1, 'b.png'), png(1, 'c.png')];
    choose(three);
    expect(onReject).toHaveBeenCalledWith('tooManyFiles', three, '最多选择 2 个文件');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the size range and holds files to it in MB of 1e6 bytes', () => {
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} limits={{ minMB: 0.5, maxMB: 1 }} onFiles={onFiles} />);
    expect(screen.getByText(/大小在 0.5–1 M 之间/)).toBeTruthy();
    choose([png(499_999)]);
    expect(alertText()).toBe('文件过小，不能小于 0.5 M');
    choose([png(1_000_000)]);
    expect(alertText()).toBe('文件过大');
    choose([png(999_999)]);
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(fileInput().value).toBe('');
  });

  it('says the limits in English', () => {
    act(() => setLocale('en'));
    render(<UploadBox accept="image/*" maxSize={MAX} multiple limits={{ minMB: 2, minFiles: 2 }} onFiles={() => {}} />);
    expect(screen.getByText(/between 2 and 7 M/)).toBeTruthy();
    const chooseEn = (files: File[]) => fireEvent.change(screen.getByLabelText('click to select file'), { target: { files } });
    chooseEn([png(3_000_000)]);
    expect(screen.getByRole('alert').textContent).toBe('Choose at least 2 files');
    chooseEn([png(3_000_000), png(10, 'b.png')]);
    expect(screen.getByRole('alert').textContent).toBe('File too small; it must be at least 2 M');
  });

  describe('with image limits', () => {
    const read = vi.mocked(readImageSize);
    const limits = { image: { minWidth: 16, minHeight: 16, maxWidth: 6000, maxHeight: 6000 } };
    /** The next reading waits until the test gives its answer. */
    const pendingReading = () => {
      let answer: (reading: ImageReading) => void = () => {};
      read.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
      return (reading: ImageReading) => act(async () => answer(reading));
    };
    beforeEach(() => read.mockReset());

    it('shows the button busy while the image is read, then refuses one too large', async () => {
      const onFiles = vi.fn();
      render(<UploadBox accept="image/*" maxSize={MAX} limits={limits} onFiles={onFiles} />);
      const answer = pendingReading();
      choose([png(1000)]);
      expect(button().getAttribute('aria-busy')).toBe('true');
      await answer({ width: 6001, height: 4000 });
      expect(button().getAttribute('aria-busy')).toBeNull();
      expect(alertText()).toBe('图片尺寸过大，不能超过 6000×6000 像素');
      expect(onFiles).not.toHaveBeenCalled();
    });

    it('hands over an image within the limits, and reads no other file', async () => {
      const onFiles = vi.fn();
      render(<UploadBox accept="image/*,.pdf" maxSize={MAX} limits={limits} onFiles={onFiles} />);
      const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
      choose([pdf]);
      expect(onFiles).toHaveBeenLastCalledWith([pdf]);
      expect(read).not.toHaveBeenCalled();
      const photo = png(1000);
      const answer = pendingReading();
      choose([photo]);
      expect(onFiles).toHaveBeenCalledTimes(1);
      await answer({ width: 4000, height: 3000 });
      expect(onFiles).toHaveBeenLastCalledWith([photo]);
    });

    it('passes an image refusal to onReject with the figures of the limit', async () => {
      const onReject = vi.fn();
      render(<UploadBox accept="image/*" maxSize={MAX} limits={{ image: { minWidth: 100 } }} onFiles={() => {}} onReject={onReject} />);
      const photo = png(1000);
      const answer = pendingReading();
      choose([photo]);
      await answer({ width: 99, height: 500 });
      expect(onReject).toHaveBeenCalledWith('imageTooSmall', [photo], '图片尺寸过小，至少需 宽 100 像素');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('says when the image cannot be loaded or the file cannot be read', async () => {
      render(<UploadBox accept="image/*" maxSize={MAX} limits={limits} onFiles={() => {}} />);
      let answer = pendingReading();
      choose([png(1000)]);
      await answer({ failure: 'imageNotLoaded' });
      expect(alertText()).toBe('图片无法加载');
      answer = pendingReading();
      choose([png(1000)]);
      await answer({ failure: 'readerError' });
      expect(alertText()).toBe('读取文件出错');
    });

    it('ignores the reading of a choice a newer one replaced', async () => {
      const onFiles = vi.fn();
      render(<UploadBox accept="image/*" maxSize={MAX} limits={limits} onFiles={onFiles} />);
      const answerFirst = pendingReading();
      choose([png(1000, 'first.png')]);
      const answerSecond = pendingReading();
      const second = png(1000, 'second.png');
      choose([second]);
      await answerSecond({ width: 800, height: 600 });
      expect(onFiles).toHaveBeenCalledWith([second]);
      await answerFirst({ width: 9000, height: 9000 });
      expect(onFiles).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button().getAttribute('aria-busy')).toBeNull();
    });
  });
});

describe('matchesAccept', () => {
  it('matches wildcards, exact types and extensions', () => {
    expect(matchesAccept({ name: 'a.PNG', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.pdf', type: 'application/pdf' }, 'image/*, .pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, 'image/png,.pdf')).toBe(false);
    expect(matchesAccept({ name: 'a.txt', type: 'text/plain' }, '')).toBe(true);
  });
  it('formats the hint size in M', () => {
    expect(formatMegabytes(7340032)).toBe('7');
    expect(formatMegabytes(5_000_000)).toBe('4.8');
  });
});
