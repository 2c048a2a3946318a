import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { upload } from '@toolhub/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalog } from '../../catalog';
import { pdfFile } from '../../test-support/pdf-reader-fake';
import { chooseFiles, downloadFile, lastTaskInput, logIn, rowOf, screenTestSetup, taskFails, taskFinishes } from '../../test-support/screen-test-support';
import ImageToPdf from '../image-to-pdf';
import OfficeToPdf from '../office-to-pdf';
import PdfToImage from '../pdf-to-image';
import PdfToText from '../pdf-to-text';
import PdfToWord from '../pdf-to-word';

vi.mock('@toolhub/sdk', (importOriginal) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(importOriginal)));
vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'));

const toolOf = (module: string) => catalog.find((entry) => entry.module === module)!;
const pdfOut = (name: string, pages = 1) => ({ InputBytes: 20_000, OutputBytes: 30_000, InputPages: pages, Files: [{ Name: name, Bytes: 30_000, Pages: pages }] });
const docx = (name = '报告.docx') => new File(['PK fake docx'], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });

screenTestSetup();
afterEach(() => vi.unstubAllGlobals());

describe('Office to PDF', () => {
  it('takes Word, Excel and PowerPoint files only', async () => {
    render(<OfficeToPdf tool={toolOf('./OfficeToPdf')} />);
    await chooseFiles([pdfFile('already.pdf', { pages: 1 })]);
    expect(screen.getByRole('alert').textContent).toBe('不支持该文件类型，请选择 DOC、DOCX、XLS、XLSX、PPT、PPTX');
    await chooseFiles([docx()]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rowOf('报告.docx').textContent).toContain('已上传');
  });

  it('converts the document with its conversion type and the tool’s own id, as a charged tool', async () => {
    logIn();
    taskFinishes(pdfOut('报告.pdf', 2), [downloadFile('报告.pdf')]);
    render(<OfficeToPdf tool={toolOf('./OfficeToPdf')} />);
    await chooseFiles([docx()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    expect(lastTaskInput()).toMatchObject({ type: 101, toolId: 60, scene: 'office_to_pdf', charging: true, data: { files: [{ file: 'uploads/visitor/报告.docx', name: '报告.docx' }] } });
    expect(within(screen.getByRole('region', { name: '处理完成' })).getByRole('link', { name: '下载 报告.pdf' })).toBeTruthy();
  });

  it("words a file the engine cannot convert", async () => {
    logIn();
    taskFails('Office转PDF失败！cannot convert this file');
    render(<OfficeToPdf tool={toolOf('./OfficeToPdf')} />);
    await chooseFiles([docx()]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    expect(screen.getByRole('alert').textContent).toBe('Office转PDF失败！无法转换此文件');
  });
});

describe('Images to PDF', () => {
  it('makes one PDF of several images in the order the visitor sets, uploaded as they are', async () => {
    logIn();
    taskFinishes(pdfOut('images.pdf', 3), [downloadFile('images.pdf')]);
    render(<ImageToPdf tool={toolOf('./ImageToPdf')} />);
    await chooseFiles([png('a.png'), png('b.png'), png('c.png')]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '下移 a.png' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '生成 PDF' })));
    expect(lastTaskInput()).toMatchObject({ type: 102, toolId: 61 });
    expect((lastTaskInput()?.data as { files: { name: string }[] }).files.map((file) => file.name)).toEqual(['b.png', 'a.png', 'c.png']);
    // A page's picture must not be recompressed on the way.
    expect(vi.mocked(upload).mock.calls[0][1]).not.toHaveProperty('compress', true);
  });

  it('takes a 9.6 MB photo, compressed only because it is over the limit, and refuses a 200 MB one at once', async () => {
    render(<ImageToPdf tool={toolOf('./ImageToPdf')} />);
    const sized = (size: number, name: string) => Object.defineProperty(new File([], name, { type: 'image/jpeg' }), 'size', { value: size });
    await chooseFiles([sized(200 * 1024 * 1024, 'huge.jpg')]);
    expect(screen.getByRole('alert').textContent).toBe('文件过大');
    await chooseFiles([sized(Math.round(9.6 * 1024 * 1024), 'IMG_0001.jpg')]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(vi.mocked(upload).mock.calls[0][1]).toMatchObject({ compress: 'whenTooLarge', maxSize: 7340032 });
  });
});

describe('PDF to images', () => {
  it('shows the pages to convert and sends the image format chosen', async () => {
    logIn();
    taskFinishes(pdfOut('report-pages.zip', 4), [downloadFile('report-pages.zip')]);
    render(<PdfToImage tool={toolOf('./PdfToImage')} />);
    await chooseFiles([pdfFile('report.pdf', { pages: 4 })]);
    expect(within(screen.getByRole('list', { name: '将转换的页面（每页一张图片）' })).getAllByRole('listitem')).toHaveLength(4);
    await act(async () => fireEvent.click(screen.getByRole('radio', { name: /JPEG/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    expect(lastTaskInput()).toMatchObject({ type: 103, toolId: 62, data: { imageFormat: 'jpeg', files: [{ name: 'report.pdf' }] } });
  });

  it('stops a file with more pages than one conversion makes', async () => {
    logIn();
    render(<PdfToImage tool={toolOf('./PdfToImage')} />);
    await chooseFiles([pdfFile('thick.pdf', { pages: 201 })]);
    expect((screen.getByRole('button', { name: '开始转换' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('此文件有 201 页，一次最多转换 200 页，请先用“PDF拆分”分成几份')).toBeTruthy();
  });
});

describe('PDF to text', () => {
  it('shows the beginning of the extracted text from the download', async () => {
    logIn();
    const fetched = vi.fn(async () => new Response('第一段文字\n第二段 second paragraph'));
    vi.stubGlobal('fetch', fetched);
    taskFinishes(pdfOut('report.txt'), [downloadFile('report.txt')]);
    render(<PdfToText tool={toolOf('./PdfToText')} />);
    await chooseFiles([pdfFile('report.pdf', { pages: 1 })]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    expect(lastTaskInput()).toMatchObject({ type: 104, toolId: 63 });
    await waitFor(() => expect(screen.getByLabelText('文字预览').textContent).toBe('第一段文字\n第二段 second paragraph'));
    expect(fetched).toHaveBeenCalledWith('https://hub.example/files/report.txt', expect.anything());
  });

  it('points a scanned PDF to text recognition', async () => {
    logIn();
    taskFails('PDF转文本失败！no text in this PDF');
    render(<PdfToText tool={toolOf('./PdfToText')} />);
    await chooseFiles([pdfFile('scan.pdf', { pages: 1 })]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('PDF转文本失败！文件里没有可提取的文字，可能是扫描件');
    expect(within(alert).getByRole('link', { name: '用“通用文字识别”提取扫描件的文字' }).getAttribute('href')).toBe('/basic-ocr.html');
  });
});

describe('PDF to Word', () => {
  it('says on the page that text and layout are kept as far as the engine goes', async () => {
    render(<PdfToWord tool={toolOf('./PdfToWord')} />);
    expect(screen.getByText(/尽量保留原文的文字和版式：以转换引擎能做到的为限/)).toBeTruthy();
  });

  it('sends a locked PDF’s password with the conversion', async () => {
    logIn();
    taskFinishes(pdfOut('report.docx'), [downloadFile('report.docx')]);
    render(<PdfToWord tool={toolOf('./PdfToWord')} />);
    await chooseFiles([pdfFile('locked.pdf', { pages: 2, password: 'pw' })]);
    await act(async () => fireEvent.change(within(rowOf('locked.pdf')).getByLabelText('文件密码'), { target: { value: 'pw' } }));
    await act(async () => fireEvent.click(within(rowOf('locked.pdf')).getByRole('button', { name: '确定' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '开始转换' })));
    expect(lastTaskInput()).toMatchObject({ type: 105, toolId: 64, data: { password: 'pw' } });
  });
});
