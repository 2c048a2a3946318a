import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { upload } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, rowOf, screenTestSetup, taskFinishes } from '../../test-support/screen-test-support';
import PdfMerge from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const tool = catalog.find((entry) => entry.module === './PdfMerge')!;
const mergeButton = () => screen.getByRole('button', { name: '开始合并' }) as HTMLButtonElement;
const order = () => within(screen.getByRole('list', { name: '已选择的文件' })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === '已选择的文件').map((item) => item.textContent?.match(/\w+\.pdf/)?.[0]);

const threeFiles = () => [pdfFile('alpha.pdf', { pages: 2 }), pdfFile('beta.pdf', { pages: 3 }), pdfFile('gamma.pdf', { pages: 1 })];

screenTestSetup();

describe('PDF merge', () => {
  it('uploads several files one after another, each with its own progress', async () => {
    render(<PdfMerge tool={tool} />);
    await act(async () => fireEvent.change(screen.getByLabelText('点击选择文件'), { target: { files: threeFiles() } }));
    // The first is on its way, the others wait their turn.
    expect(within(rowOf('alpha.pdf')).getByRole('progressbar', { name: 'alpha.pdf 上传进度' })).toBeTruthy();
    expect(rowOf('beta.pdf').textContent).toContain('等待上传');
    expect(mergeButton().disabled).toBe(true);
    expect(screen.getByText('文件上传完成后即可开始')).toBeTruthy();
    for (let i = 0; i < 6; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(vi.mocked(upload).mock.calls.map(([file]) => file.name)).toEqual(['alpha.pdf', 'beta.pdf', 'gamma.pdf']);
    expect(screen.getAllByText('已上传')).toHaveLength(3);
    expect(screen.getByText('将合并 3 个文件，共 6 页')).toBeTruthy();
    expect(mergeButton().disabled).toBe(false);
  });

  it('needs two files', async () => {
    render(<PdfMerge tool={tool} />);
    await chooseFiles([pdfFile('alpha.pdf', { pages: 2 })]);
    expect(mergeButton().disabled).toBe(true);
    expect(screen.getByText('请至少选择 2 个文件')).toBeTruthy();
    await chooseFiles([pdfFile('beta.pdf', { pages: 3 })], '添加文件');
    expect(mergeButton().disabled).toBe(false);
  });

  it('reorders by the move buttons, says where the file went and keeps the focus on it', async () => {
    taskFinishes({ InputBytes: 5000, OutputBytes: 3000, InputPages: 6, Files: [{ Name: 'merged.pdf', Bytes: 3000, Pages: 6 }] }, [downloadFile('merged.pdf')]);
    render(<PdfMerge tool={tool} />);
    await chooseFiles(threeFiles());
    expect((screen.getByRole('button', { name: '上移 alpha.pdf' }) as HTMLButtonElement).disabled).toBe(true);

    const up = screen.getByRole('button', { name: '上移 gamma.pdf' });
    await act(async () => fireEvent.click(up));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上移 gamma.pdf' })));
    expect(order()).toEqual(['gamma.pdf', 'alpha.pdf', 'beta.pdf']);
    expect(screen.getByText('gamma.pdf 已移到第 1 位')).toBeTruthy();
    // At the top "up" is disabled: the focus goes to its "down".
    expect(document.activeElement?.getAttribute('aria-label')).toBe('下移 gamma.pdf');

    await act(async () => fireEvent.click(mergeButton()));
    expect(lastTaskInput()).toMatchObject({ type: 27, toolId: 21, scene: 'pdf_merge', charging: false });
    expect(lastTaskInput()?.data).toEqual({
      files: [
        { file: 'uploads/visitor/gamma.pdf', name: 'gamma.pdf' },
        { file: 'uploads/visitor/alpha.pdf', name: 'alpha.pdf' },
        { file: 'uploads/visitor/beta.pdf', name: 'beta.pdf' },
      ],
    });
    expect(within(screen.getByRole('region', { name: '处理完成' })).getByRole('link', { name: '下载 merged.pdf' })).toBeTruthy();
  });

  it('shows the merged pages, read back from the download', async () => {
    taskFinishes({ InputBytes: 5000, OutputBytes: 3000, InputPages: 6, Files: [{ Name: 'merged.pdf', Bytes: 3000, Pages: 6 }] }, [downloadFile('merged.pdf')]);
    const merged = pdfFile('merged.pdf', { pages: 6 });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(merged)));
    render(<PdfMerge tool={tool} />);
    await chooseFiles(threeFiles());
    await act(async () => fireEvent.click(mergeButton()));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '结果预览' })).getAllByRole('listitem')).toHaveLength(6));
    expect(fetch).toHaveBeenCalledWith('https://hub.example/files/merged.pdf');
  });

  it('reorders by drag and drop from the handle', async () => {
    render(<PdfMerge tool={tool} />);
    await chooseFiles(threeFiles());
    const handle = rowOf('beta.pdf').querySelector('[draggable="true"]') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '', dropEffect: '' };
    await act(async () => fireEvent.dragStart(handle, { dataTransfer }));
    await act(async () => fireEvent.dragOver(rowOf('alpha.pdf'), { dataTransfer, clientY: 0 }));
    await act(async () => fireEvent.drop(rowOf('alpha.pdf'), { dataTransfer, clientY: 0 }));
    expect(order()).toEqual(['beta.pdf', 'alpha.pdf', 'gamma.pdf']);
  });

  it("picks and reorders a file's pages", async () => {
    taskFinishes({ InputBytes: 5000, OutputBytes: 3000, InputPages: 6, Files: [{ Name: 'merged.pdf', Bytes: 3000, Pages: 5 }] }, [downloadFile('merged.pdf')]);
    render(<PdfMerge tool={tool} />);
    await chooseFiles(threeFiles());
    const toggle = within(rowOf('beta.pdf')).getByRole('button', { name: /调整页面/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const pages = within(rowOf('beta.pdf')).getByRole('list', { name: 'beta.pdf 的页面' });
    expect(within(pages).getAllByRole('checkbox')).toHaveLength(3);

    await act(async () => fireEvent.click(within(pages).getByRole('checkbox', { name: '保留第 2 页' })));
    await act(async () => fireEvent.click(within(pages).getByRole('button', { name: '第 3 页前移' })));
    expect(within(rowOf('beta.pdf')).getByRole('button', { name: /调整页面/ }).textContent).toContain('保留 2/3 页');
    expect(screen.getByText('第 3 页已移到第 2 位')).toBeTruthy();
    expect(screen.getByText('将合并 3 个文件，共 5 页')).toBeTruthy();

    await act(async () => fireEvent.click(mergeButton()));
    const [, beta] = (lastTaskInput()?.data as { files: { name: string; pages?: number[] }[] }).files;
    expect(beta).toMatchObject({ name: 'beta.pdf', pages: [1, 3] });

    await act(async () => fireEvent.click(within(rowOf('beta.pdf')).getByRole('button', { name: '恢复全部页面' })));
    await act(async () => fireEvent.click(mergeButton()));
    expect((lastTaskInput()?.data as { files: { pages?: number[] }[] }).files[1].pages).toBeUndefined();
  });

  it('keeps at least one page of a file', async () => {
    render(<PdfMerge tool={tool} />);
    await chooseFiles(threeFiles());
    await act(async () => fireEvent.click(within(rowOf('alpha.pdf')).getByRole('button', { name: /调整页面/ })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '保留第 1 页' })));
    expect((screen.getByRole('checkbox', { name: '保留第 2 页' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('removes a file, its upload stopped if it was still going', async () => {
    // The first upload goes on until it is stopped.
    vi.mocked(upload).mockImplementationOnce(
      (_file, options) => new Promise((resolve) => options?.signal?.addEventListener('abort', () => resolve({ cosName: '', failure: { reason: 'aborted', message: '上传已取消' } }))),
    );
    render(<PdfMerge tool={tool} />);
    await act(async () => fireEvent.change(screen.getByLabelText('点击选择文件'), { target: { files: threeFiles() } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除 alpha.pdf' })));
    expect(vi.mocked(upload).mock.calls[0][1]?.signal?.aborted).toBe(true);
    for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(order()).toEqual(['beta.pdf', 'gamma.pdf']);
    expect(screen.getAllByText('已上传')).toHaveLength(2);
  });
});
