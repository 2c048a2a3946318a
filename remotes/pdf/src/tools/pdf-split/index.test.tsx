import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runTask, setLocale, upload } from '@toolhub/sdk';
import { describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, rowOf, screenTestSetup, taskFails, taskFinishes } from '../../test-support/screen-test-support';
import PdfSplit from './index';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const tool = catalog.find((entry) => entry.module === './PdfSplit')!;
const rangeInput = () => screen.getByRole('textbox', { name: '页码范围' }) as HTMLInputElement;
const splitButton = () => screen.getByRole('button', { name: '开始拆分' }) as HTMLButtonElement;
const typeRanges = (text: string) => act(() => fireEvent.change(rangeInput(), { target: { value: text } }));
/** The text that describes the range field (its error, then its help). */
const rangeDescription = () =>
  (rangeInput().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const splitResult = {
  InputBytes: 8000,
  OutputBytes: 7000,
  InputPages: 12,
  Files: [
    { Name: 'report-1-3.pdf', Bytes: 2200, Pages: 3 },
    { Name: 'report-5.pdf', Bytes: 1000, Pages: 1 },
    { Name: 'report-8-12.pdf', Bytes: 3800, Pages: 5 },
  ],
};

async function chooseReport(options: { password?: string } = {}) {
  render(<PdfSplit tool={tool} />);
  await chooseFiles([pdfFile('report.pdf', { pages: 12, size: 8000, ...options })]);
}

screenTestSetup();

describe('PDF split', () => {
  it('reads the chosen PDF, uploads it with its progress, and previews its pages', async () => {
    render(<PdfSplit tool={tool} />);
    const input = screen.getByLabelText('点击选择文件');
    await act(async () => fireEvent.change(input, { target: { files: [pdfFile('report.pdf', { pages: 12, size: 8000 })] } }));
    // Halfway through the upload, its row shows a bar.
    expect(within(rowOf('report.pdf')).getByRole('progressbar', { name: 'report.pdf 上传进度' }).getAttribute('aria-valuenow')).toBe('50');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(rowOf('report.pdf').textContent).toContain('12 页');
    expect(rowOf('report.pdf').textContent).toContain('已上传');
    expect(within(rowOf('report.pdf')).queryByRole('progressbar')).toBeNull();
    expect(vi.mocked(upload).mock.calls[0][1]).toMatchObject({ toolid: 16, maxSize: 50 * 1024 * 1024 });
    expect(within(screen.getByRole('list', { name: '拆分预览' })).getAllByRole('listitem')).toHaveLength(12);
  });

  it('checks the page ranges as they are typed and says what is wrong under the field', async () => {
    await chooseReport();
    // Nothing typed yet: no error, but nothing to split either.
    expect(rangeInput().getAttribute('aria-invalid')).toBeNull();
    expect(splitButton().disabled).toBe(true);
    expect(screen.getByText('请输入要拆出的页码')).toBeTruthy();

    await typeRanges('1-3,x');
    expect(rangeInput().getAttribute('aria-invalid')).toBe('true');
    expect(rangeDescription()).toContain('格式不正确，请按 1-3,5,8- 的格式填写');
    expect(splitButton().disabled).toBe(true);

    await typeRanges('10-20');
    expect(rangeDescription()).toContain('页码超出了总页数（共 12 页）');

    await typeRanges('1-3,5,8-');
    expect(rangeInput().getAttribute('aria-invalid')).toBeNull();
    expect(splitButton().disabled).toBe(false);
    expect(screen.getAllByText('将拆分为 3 个文件').length).toBeGreaterThan(0);
    // Every page carries the file it goes into; the pages left out say so.
    expect(screen.getByRole('img', { name: '第 9 页，进入第 3 个文件' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '第 4 页，不拆出' })).toBeTruthy();
  });

  it('splits by the ranges and offers the zip with the parts it holds', async () => {
    taskFinishes(splitResult, [downloadFile('report-split.zip')]);
    await chooseReport();
    await typeRanges('1-3,5,8-');
    await act(async () => fireEvent.click(splitButton()));

    expect(lastTaskInput()).toMatchObject({
      type: 19,
      toolId: 16,
      scene: 'pdf_split',
      charging: false,
      toolName: 'PDF拆分',
      data: { file: 'uploads/visitor/report.pdf', name: 'report.pdf', mode: 'ranges', ranges: '1-3,5,8-' },
    });
    const result = screen.getByRole('region', { name: '处理完成' });
    expect(result.textContent).toContain('7.8 KB · 12 页');
    expect(result.textContent).toContain('共 3 个文件');
    const download = within(result).getByRole('link', { name: '下载 report-split.zip' });
    expect(download.getAttribute('href')).toBe('https://hub.example/files/report-split.zip');
    expect(download.getAttribute('download')).toBe('report-split.zip');
    expect(within(result).getByText('report-8-12.pdf').parentElement?.textContent).toContain('3.7 KB · 5 页');
    expect(screen.getByRole('status').textContent).toBe('处理完成');
  });

  it('splits every N pages and one file per page', async () => {
    taskFinishes(splitResult, [downloadFile('report-split.zip')]);
    await chooseReport();
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /每 N 页/ })));
    const every = screen.getByRole('spinbutton', { name: '每份页数' });
    await act(async () => fireEvent.change(every, { target: { value: '0' } }));
    expect(every.getAttribute('aria-invalid')).toBe('true');
    expect(splitButton().disabled).toBe(true);
    await act(async () => fireEvent.change(every, { target: { value: '5' } }));
    expect(screen.getAllByText('将拆分为 3 个文件').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(splitButton()));
    expect(lastTaskInput()?.data).toMatchObject({ mode: 'every', every: 5 });

    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /每页一个/ })));
    expect(screen.getAllByText('将拆分为 12 个文件').length).toBeGreaterThan(0);
  });

  it('asks for the password of a locked PDF, checks it in the browser, and sends it with the task', async () => {
    taskFinishes(splitResult, [downloadFile('report-split.zip')]);
    await chooseReport({ password: 'open-sesame' });
    expect(rowOf('report.pdf').textContent).not.toContain('12 页');
    const password = within(rowOf('report.pdf')).getByLabelText('文件密码');
    await act(async () => fireEvent.change(password, { target: { value: 'guess' } }));
    await act(async () => fireEvent.click(within(rowOf('report.pdf')).getByRole('button', { name: '确定' })));
    expect(within(rowOf('report.pdf')).getByRole('alert').textContent).toBe('密码错误');
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.change(password, { target: { value: 'open-sesame' } }));
    await act(async () => fireEvent.submit((password as HTMLInputElement).form as HTMLFormElement));
    expect(rowOf('report.pdf').textContent).toContain('12 页');
    await typeRanges('2-4');
    await act(async () => fireEvent.click(splitButton()));
    expect(lastTaskInput()?.data).toMatchObject({ ranges: '2-4', password: 'open-sesame' });
  });

  it("words the engine's failures in the page's language", async () => {
    taskFails('PDF拆分失败！range beyond last page');
    await chooseReport();
    await typeRanges('1-2');
    await act(async () => fireEvent.click(splitButton()));
    expect(screen.getByRole('alert').textContent).toBe('PDF拆分失败！页码超出了文件的总页数');

    act(() => setLocale('en'));
    taskFails('PDF拆分 failed! damaged PDF');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Split' })));
    expect(screen.getByRole('alert').textContent).toBe('PDF拆分 failed! the PDF is damaged');
    expect(vi.mocked(runTask)).toHaveBeenCalledTimes(2);
  });

  it('says why an upload failed and uploads the file again on request', async () => {
    vi.mocked(upload).mockResolvedValueOnce({ cosName: '', failure: { reason: 'upload', message: '上传失败，请重试' } });
    await chooseReport();
    const row = rowOf('report.pdf');
    expect(within(row).getByRole('alert').textContent).toContain('上传失败，请重试');
    expect(screen.getByText('有文件上传失败，请重新上传或移除')).toBeTruthy();
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '重新上传' })));
    for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(rowOf('report.pdf').textContent).toContain('已上传');
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not a PDF, and says a damaged one cannot be read', async () => {
    render(<PdfSplit tool={tool} />);
    await chooseFiles([new File(['x'], 'notes.docx')]);
    expect(screen.getByRole('alert').textContent).toBe('不支持该文件类型，请选择 PDF');
    await chooseFiles([new File(['%PDF-broken'], 'broken.pdf', { type: 'application/pdf' })]);
    expect(within(rowOf('broken.pdf')).getByRole('alert').textContent).toBe('无法读取：文件不是 PDF 或已损坏');
    expect(screen.getByText('请移除无法读取的文件')).toBeTruthy();
  });
});
