import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hostDownload, hostSavesDownloads, setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadCard } from './DownloadCard';

vi.mock('@toolhub/sdk', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@toolhub/sdk')>()),
  hostSavesDownloads: vi.fn(() => false),
  hostDownload: vi.fn(async () => true),
}));

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

describe('DownloadCard', () => {
  it('shows the file and offers it as a link that saves it under its name', () => {
    render(<DownloadCard name="merged.pdf" size={5.5 * 1024 * 1024} meta="12 页" href="/cos/results/merged.pdf?sign=x" />);
    expect(screen.getByText('merged.pdf', { selector: '[title]' })).toBeTruthy();
    expect(screen.getByText('5.5 MB · 12 页')).toBeTruthy();
    const link = screen.getByRole('link', { name: '下载 merged.pdf' });
    expect(link.getAttribute('href')).toBe('/cos/results/merged.pdf?sign=x');
    expect(link.getAttribute('download')).toBe('merged.pdf');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in the browser host hands the file to the host to save, under its name', () => {
    vi.mocked(hostSavesDownloads).mockReturnValue(true);
    render(<DownloadCard name="merged.pdf" href="/cos/results/merged.pdf?sign=x" />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: '下载 merged.pdf' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(hostDownload).toHaveBeenCalledWith(`${location.origin}/cos/results/merged.pdf?sign=x`, 'merged.pdf');
    vi.mocked(hostSavesDownloads).mockReturnValue(false);
  });

  it('is a button when the file is made on the page, busy while it is', () => {
    const onDownload = vi.fn();
    const { rerender } = render(<DownloadCard name="表格.csv" downloadLabel="导出 CSV" onDownload={onDownload} />);
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV 表格.csv' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
    rerender(<DownloadCard name="表格.csv" downloadLabel="导出 CSV" onDownload={onDownload} downloading />);
    const busy = screen.getByRole('button', { name: /导出 CSV/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    expect(onDownload).toHaveBeenCalledTimes(1);
  });

  it('shows a picture of the file and more actions', () => {
    const { container } = render(
      <DownloadCard name="restored.jpg" src="/cos/restored.jpg" href="/cos/restored.jpg" actions={<a href="/cos/restored.jpg">查看原尺寸</a>} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/cos/restored.jpg');
    expect(screen.getByRole('link', { name: '查看原尺寸' })).toBeTruthy();
  });

  it('looks lesser when it is not the main result', () => {
    render(
      <>
        <DownloadCard name="a.pdf" href="/a" />
        <DownloadCard name="b.pdf" href="/b" primary={false} />
      </>,
    );
    expect(screen.getByRole('link', { name: '下载 a.pdf' }).className).not.toBe(screen.getByRole('link', { name: '下载 b.pdf' }).className);
  });

  it('speaks English when the page does', () => {
    setLocale('en');
    render(<DownloadCard name="a.pdf" href="/a" />);
    expect(screen.getByRole('link', { name: 'Download a.pdf' })).toBeTruthy();
  });
});
