import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMegabytes, matchesAccept } from './accept';
import { UploadBox } from './UploadBox';

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

  it('hands a refusal to onReject instead of showing its own alert', () => {
    const onReject = vi.fn();
    const onFiles = vi.fn();
    render(<UploadBox accept="image/*" maxSize={MAX} onFiles={onFiles} onReject={onReject} />);
    const big = png(MAX);
    choose([big]);
    expect(onReject).toHaveBeenCalledWith('fileTooLarge', [big]);
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    choose([pdf]);
    expect(onReject).toHaveBeenLastCalledWith('fileTypeUnsupported', [pdf]);
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
