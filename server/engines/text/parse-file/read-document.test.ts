/**
 * Parse file's reader on real documents of each format, and the refusals a visitor's bad file
 * gets: encrypted, corrupt, zip bombs, binary, unknown formats.
 */
import fs from 'node:fs';
import os from 'node:os';
import { TEXT_FAILURES } from '@toolhub/contracts';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bombByDeclaredSize, bombByLyingSize, docx, passwordProtectedDocx, pdfOfPages, pptx, withPassword, xlsx } from '../test-support/documents';
import { TEXT_WORK_DIR_PREFIX, readDocument } from './read-document';
import { workDirPrefix } from '../../files/work-dir';

const signal = new AbortController().signal;
const read = (bytes: Buffer, name: string) => readDocument(bytes, name, signal);
const failsWith = async (promise: Promise<unknown>, detail: string) => {
  await expect(promise).rejects.toMatchObject({ name: 'TaskFailure', code: 1300, detail });
};
const leftoverWorkDirs = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(workDirPrefix(TEXT_WORK_DIR_PREFIX)));

// A temporary folder of this file's own (os.tmpdir() follows TMPDIR), so the text work folders
// counted are this file's, not those of a test running beside it.
beforeAll(() => {
  vi.stubEnv('TMPDIR', fs.mkdtempSync(path.join(os.tmpdir(), 'read-document-')));
});

describe('reading documents', () => {
  it('reads a PDF page by page, its paragraphs and title', async () => {
    const pdf = await pdfOfPages([['Chapter one. The warehouse opens at eight in the morning.'], ['Chapter two. Returns are accepted within thirty days.']]);
    const before = leftoverWorkDirs().length;
    const result = await read(pdf, 'handbook.pdf');
    expect(result.Format).toBe('pdf');
    expect(result.Title).toBe('Test handbook');
    expect(result.Pages).toHaveLength(2);
    expect(result.Pages![0]).toContain('The warehouse opens at eight in the morning.');
    expect(result.Pages![1]).toContain('Returns are accepted within thirty days.');
    expect(result.Text).toContain('Chapter two.');
    expect(leftoverWorkDirs().length).toBe(before);
  });

  it('reads a DOCX as headings and paragraphs, Chinese included', async () => {
    const result = await read(docx([['季度报告', '本季度销售额增长了百分之十二。', 'Sales grew in every region.']]), '报告.docx');
    expect(result.Format).toBe('docx');
    expect(result.Blocks!.map((block) => block.Text)).toEqual(['季度报告', '本季度销售额增长了百分之十二。', 'Sales grew in every region.']);
    expect(result.Characters).toBeGreaterThan(20);
  });

  it('reads an XLSX sheet by sheet, each cell as text', async () => {
    const result = await read(xlsx('预算', [['项目', '金额'], ['房租', '3000'], ['交通', '450']]), 'budget.xlsx');
    expect(result.Format).toBe('xlsx');
    expect(result.Sheets).toEqual([{ Name: '预算', Rows: [['项目', '金额'], ['房租', '3000'], ['交通', '450']] }]);
    expect(result.Text).toContain('房租\t3000');
  });

  it('reads a PPTX through LibreOffice, a page per slide', async () => {
    const result = await read(pptx([['Quarterly plan', 'Hire two engineers'], ['Risks', 'Supplier delays']]), 'plan.pptx');
    expect(result.Format).toBe('pptx');
    expect(result.Pages).toHaveLength(2);
    expect(result.Pages![1]).toContain('Supplier delays');
  }, 60_000);

  it('reads text in GB18030, as Chinese Windows saves it, and HTML by its blocks', async () => {
    const gbk = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xa3, 0xac, 0xca, 0xc0, 0xbd, 0xe7]); // 你好，世界
    expect((await read(gbk, 'note.txt')).Text).toBe('你好，世界');
    const html = Buffer.from('<html><head><title>Notice</title><script>alert(1)</script></head><body><h2>Opening hours</h2><p>Monday to Friday.</p><ul><li>Closed on holidays</li></ul></body></html>');
    const result = await read(html, 'notice.html');
    expect(result.Title).toBe('Notice');
    expect(result.Blocks).toEqual([
      { Kind: 'heading', Level: 2, Text: 'Opening hours' },
      { Kind: 'paragraph', Text: 'Monday to Friday.' },
      { Kind: 'list', Text: 'Closed on holidays' },
    ]);
    expect(result.Text).not.toContain('alert');
  });

  it('refuses password-protected PDFs and Office files', async () => {
    await failsWith(read(await withPassword(await pdfOfPages([['Private numbers.']])), 'locked.pdf'), TEXT_FAILURES.encrypted);
    await failsWith(read(passwordProtectedDocx(), 'locked.docx'), TEXT_FAILURES.encrypted);
  });

  it('refuses zip bombs, whether the directory admits the size or lies about it', async () => {
    await failsWith(read(bombByDeclaredSize(docx([['Hello']])), 'bomb.docx'), TEXT_FAILURES.tooLarge);
    await failsWith(read(bombByLyingSize(), 'bomb.docx'), TEXT_FAILURES.tooLarge);
  });

  it('refuses corrupt, binary and unknown files', async () => {
    const truncated = docx([['Hello world']]).subarray(0, 200);
    await failsWith(read(truncated, 'broken.docx'), TEXT_FAILURES.unreadable);
    await failsWith(read(Buffer.from('%PDF-1.7\nnot really a pdf\n'), 'fake.pdf'), TEXT_FAILURES.unreadable);
    await failsWith(read(Buffer.from(Array.from({ length: 400 }, (_, i) => i % 32)), 'data.txt'), TEXT_FAILURES.notText);
    await failsWith(read(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'photo.png'), TEXT_FAILURES.unsupported);
  });
});
