import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePreview } from './FilePreview';
import { fileKindOf, formatBytes } from './format-bytes';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

describe('formatBytes', () => {
  it('reads as file managers show sizes', () => {
    expect([0, 900, 1024, 1536, 10 * 1024 + 100, 150 * 1024, 5.25 * 1024 * 1024, 3 * 1024 ** 3].map(formatBytes)).toEqual([
      '0 B',
      '900 B',
      '1 KB',
      '1.5 KB',
      '10.1 KB',
      '150 KB',
      '5.3 MB',
      '3 GB',
    ]);
  });
  it('moves to the next unit instead of showing 1024 of one', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });
  it('says nothing sensible about a nonsense size', () => {
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY].map(formatBytes)).toEqual(['–', '–', '–']);
  });
});

describe('fileKindOf', () => {
  it('knows a file by its extension, else its media type', () => {
    expect(fileKindOf('报告.PDF')).toBe('pdf');
    expect(fileKindOf('合同.docx')).toBe('word');
    expect(fileKindOf('image', 'image/png')).toBe('image');
    expect(fileKindOf('blob', 'application/pdf')).toBe('pdf');
    expect(fileKindOf('data.bin', 'application/octet-stream')).toBe('other');
  });
});

describe('FilePreview', () => {
  it('shows the name and the size, with the full name on hover', () => {
    render(<FilePreview name="年度报告.pdf" size={1536} />);
    expect(screen.getByText('年度报告.pdf').getAttribute('title')).toBe('年度报告.pdf');
    expect(screen.getByText('1.5 KB')).toBeTruthy();
  });

  it('shows an image when it has one, and a sheet with the type when not', () => {
    const { container, rerender } = render(<FilePreview name="photo.jpg" src="blob:photo" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('blob:photo');
    // Decorative: the name beside it says what it is.
    expect(image?.getAttribute('alt')).toBe('');
    rerender(<FilePreview name="合同.docx" />);
    expect(container.querySelector('img')).toBeNull();
    const sheet = screen.getByText('DOCX');
    expect(sheet.getAttribute('aria-hidden')).toBe('true');
    expect(sheet.getAttribute('data-kind')).toBe('word');
    rerender(<FilePreview name="scan.pdf" />);
    expect(screen.getByText('PDF').getAttribute('data-kind')).toBe('pdf');
  });

  it('takes a thumbnail of its own', () => {
    render(<FilePreview name="a.pdf" thumbnail={<canvas data-testid="page" />} />);
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(screen.queryByText('PDF')).toBeNull();
  });

  it('offers a remove button named after the file, off while disabled', () => {
    const onRemove = vi.fn();
    const { rerender } = render(<FilePreview name="a.pdf" onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: '移除 a.pdf' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    rerender(<FilePreview name="a.pdf" onRemove={onRemove} disabled />);
    expect((screen.getByRole('button', { name: '移除 a.pdf' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no remove button unless asked, and adds meta after the size', () => {
    render(<FilePreview name="a.pdf" size={2048} meta="12 页" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/2 KB · 12 页/)).toBeTruthy();
  });

  it('speaks English when the page does', () => {
    setLocale('en');
    render(<FilePreview name="a.pdf" onRemove={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toBeTruthy();
  });
});
