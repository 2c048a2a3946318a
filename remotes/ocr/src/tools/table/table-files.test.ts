import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import type { RecognisedTable } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { cellNumber, columnName, tableCsv, tablesXlsx, textGrid } from './table-files';

const box = [{ X: 0, Y: 0 }, { X: 1, Y: 0 }, { X: 1, Y: 1 }, { X: 0, Y: 1 }];
const cell = (Row: number, Column: number, Text: string, RowSpan = 1, ColumnSpan = 1) => ({ Row, Column, RowSpan, ColumnSpan, Text, Polygon: box });

/** A title across both columns, a region down two rows, and a cell needing CSV quotes. */
const TABLE: RecognisedTable = {
  Rows: 3,
  Columns: 2,
  Ruled: true,
  Cells: [cell(0, 0, '销售额 <万元> & 税', 1, 2), cell(1, 0, '华东', 2, 1), cell(1, 1, '1,284.50'), cell(2, 1, 'say "hi"')],
};

/**
 * A bookkeeper's table: amounts as people write them in column B, shares in C, codes that
 * only look numeric in D, and a note merged across B:D. Column B sums to 3665.
 */
const LEDGER: RecognisedTable = {
  Rows: 6,
  Columns: 4,
  Ruled: false,
  Cells: [
    ...['摘要', '金额', '比例', '编号'].map((text, column) => cell(0, column, text)),
    ...['办公用品', '1,234.50', '12%', '007'].map((text, column) => cell(1, column, text)),
    ...['差旅', '¥1,200.00', '1.1%', '13800138000'].map((text, column) => cell(2, column, text)),
    ...['退款', '-3.5', '５０％', '6222021234567890123'].map((text, column) => cell(3, column, text)),
    ...['其他', '１２３４', '(12.5)', '2024-09-30'].map((text, column) => cell(4, column, text)),
    cell(5, 0, '备注'),
    cell(5, 1, '见附件', 1, 3),
  ],
};

/** The entries of a ZIP archive, read through its central directory as an unzipper does. */
function unzip(archive: Uint8Array): Map<string, { bytes: Uint8Array; crc: number }> {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.byteLength - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, { bytes: Uint8Array; crc: number }>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const [method, crc, size, nameLength, offset] = [view.getUint16(at + 10, true), view.getUint32(at + 16, true), view.getUint32(at + 20, true), view.getUint16(at + 28, true), view.getUint32(at + 42, true)];
    const name = new TextDecoder().decode(archive.subarray(at + 46, at + 46 + nameLength));
    const dataStart = offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    const stored = archive.subarray(dataStart, dataStart + size);
    entries.set(name, { bytes: method === 0 ? stored : inflateRawSync(stored), crc });
    at += 46 + nameLength;
  }
  return entries;
}

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** A sheet's cells by reference: their attributes and what they hold. */
function sheetCells(xml: string): Map<string, { attributes: string; content: string }> {
  return new Map([...xml.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>(.*?)<\/c>/g)].map(([, ref, attributes, content]) => [ref, { attributes, content }]));
}

/** The number format code a cell's style (`s`) shows it with, read through styles.xml as Excel does. */
function formatCode(styles: string, attributes: string): string | undefined {
  const style = Number(/ s="(\d+)"/.exec(attributes)?.[1] ?? 0);
  const xfs = [.../<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(styles)![1].matchAll(/<xf numFmtId="(\d+)"/g)].map((match) => match[1]);
  const id = xfs[style];
  if (id === '0') return undefined;
  const code = new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"/>`).exec(styles)?.[1];
  return code?.replace(/&quot;/g, '"');
}

describe('cellNumber', () => {
  it('reads the amounts a bookkeeper writes, with the format that shows them as written', () => {
    expect(cellNumber('1234')).toEqual({ value: 1234, plain: '1234', format: undefined });
    expect(cellNumber('-3.5')).toEqual({ value: -3.5, plain: '-3.5', format: '0.0' });
    expect(cellNumber('1,234.50')).toEqual({ value: 1234.5, plain: '1234.50', format: '#,##0.00' });
    expect(cellNumber('12%')).toEqual({ value: 0.12, plain: '12%', format: '0%' });
    expect(cellNumber('1.1%')?.value).toBe(0.011);
    expect(cellNumber('12.50%')).toEqual({ value: 0.125, plain: '12.50%', format: '0.00%' });
    expect(cellNumber('¥1,200.00')).toEqual({ value: 1200, plain: '1200.00', format: '"¥"#,##0.00' });
    expect(cellNumber('-$ 5')).toEqual({ value: -5, plain: '-5', format: '"$"0' });
    expect(cellNumber('¥-5')?.value).toBe(-5);
    expect(cellNumber('0.5')?.value).toBe(0.5);
    expect(cellNumber('12,345,678,901.00')?.value).toBe(12345678901);
  });

  it('reads full-width digits, signs and ￥ as their ASCII forms', () => {
    expect(cellNumber('１２３４')).toEqual({ value: 1234, plain: '1234', format: undefined });
    expect(cellNumber('－８．５')?.value).toBe(-8.5);
    expect(cellNumber('５０％')?.value).toBe(0.5);
    expect(cellNumber('￥１，２００')).toEqual({ value: 1200, plain: '1200', format: '"¥"#,##0' });
    expect(cellNumber('\u22127')?.value).toBe(-7); // U+2212, the minus sign
  });

  it('leaves codes, long digit strings, dates and other text as text', () => {
    for (const text of [
      '007', '0123', '00.5', // leading zeros: codes
      '13800138000', '12345678901', // 11+ bare digits: phones, order numbers
      '6222021234567890123', '1234567890123456', '1,234,567,890,123,456', // beyond 15 digits
      '2024-09-30', '2024/09/30', '12:30', '(12.5)', '（12.5）', '(1)', '+3', '1,23', '1.2.3', '1e5', '12元', '¥12%', '--5', '-', '', '合计',
    ]) expect(cellNumber(text), text).toBeUndefined();
  });
});

describe('table files', () => {
  it('lays a spanned cell out at its top left, empty where it spans to', () => {
    expect(textGrid(TABLE)).toEqual([
      ['销售额 <万元> & 税', ''],
      ['华东', '1,284.50'],
      ['', 'say "hi"'],
    ]);
  });

  it('writes CSV a spreadsheet reads: BOM, quoted commas and quotes, CRLF, numbers plainly', () => {
    expect(tableCsv(TABLE)).toBe('\uFEFF销售额 <万元> & 税,\r\n华东,1284.50\r\n,"say ""hi"""\r\n');
  });

  it('writes codes Excel would turn into numbers or dates as ="…" text formulas in the CSV', () => {
    expect(tableCsv(LEDGER).split('\r\n')).toEqual([
      '\uFEFF摘要,金额,比例,编号',
      '办公用品,1234.50,12%,"=""007"""',
      '差旅,1200.00,1.1%,"=""13800138000"""',
      '退款,-3.5,50%,"=""6222021234567890123"""',
      '其他,1234,"=""(12.5)""","=""2024-09-30"""',
      '备注,见附件,,',
      '',
    ]);
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('writes an XLSX package whose parts check out, with the text escaped and the spans merged', () => {
    const entries = unzip(tablesXlsx([TABLE, TABLE], (i) => `表格${i + 1}`));
    expect([...entries.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    // Every entry's CRC is the one node's zlib computes: the archive opens without a warning.
    for (const { bytes, crc } of entries.values()) expect(crc).toBe(nodeCrc32(bytes));
    const text = (name: string) => new TextDecoder().decode(entries.get(name)?.bytes);
    expect(text('xl/workbook.xml')).toContain('<sheet name="表格2" sheetId="2" r:id="rId2"/>');
    const sheet = text('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<c r="A1" t="inlineStr"><is><t xml:space="preserve">销售额 &lt;万元&gt; &amp; 税</t></is></c>');
    expect(sheet).toContain('<c r="B3" t="inlineStr"><is><t xml:space="preserve">say "hi"</t></is></c>');
    expect(sheet).toContain('<mergeCells count="2"><mergeCell ref="A1:B1"/><mergeCell ref="A2:A3"/></mergeCells>');
    expect(text('[Content_Types].xml')).toContain('PartName="/xl/worksheets/sheet2.xml"');
  });

  it('writes amounts as number cells with their formats, codes as text, and the note merged', () => {
    const entries = unzip(tablesXlsx([LEDGER], () => '账目'));
    const styles = decode(entries.get('xl/styles.xml')?.bytes);
    const sheet = decode(entries.get('xl/worksheets/sheet1.xml')?.bytes);
    const cells = sheetCells(sheet);
    const numbers: [string, number, string | undefined][] = [
      ['B2', 1234.5, '#,##0.00'],
      ['B3', 1200, '"¥"#,##0.00'],
      ['B4', -3.5, '0.0'],
      ['B5', 1234, undefined],
      ['C2', 0.12, '0%'],
      ['C3', 0.011, '0.0%'],
      ['C4', 0.5, '0%'],
    ];
    for (const [ref, value, format] of numbers) {
      const { attributes, content } = cells.get(ref)!;
      expect(attributes, ref).not.toContain('t="');
      expect(content, ref).toBe(`<v>${value}</v>`);
      expect(formatCode(styles, attributes), ref).toBe(format);
    }
    for (const [ref, text] of [['D2', '007'], ['D3', '13800138000'], ['D4', '6222021234567890123'], ['D5', '2024-09-30'], ['C5', '(12.5)'], ['A1', '摘要']]) {
      expect(cells.get(ref), ref).toEqual({ attributes: ' t="inlineStr"', content: `<is><t xml:space="preserve">${text}</t></is>` });
    }
    expect(sheet).toContain('<mergeCells count="1"><mergeCell ref="B6:D6"/></mergeCells>');
    // Each format is declared once, however many cells use it.
    expect(styles.match(/<numFmt /g)).toHaveLength(5);
  });

  it('leaves out merges Excel would reject: beyond the table, overlapping, or a single cell', () => {
    const odd: RecognisedTable = { Rows: 2, Columns: 2, Ruled: false, Cells: [cell(0, 0, 'a', 1, 5), cell(0, 1, 'b', 2, 1), cell(1, 0, 'c', 1, 1), cell(1, 1, 'd', 1, 1)] };
    const sheet = decode(unzip(tablesXlsx([odd], () => 's')).get('xl/worksheets/sheet1.xml')?.bytes);
    expect(sheet).toContain('<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>');
  });

  // LibreOffice is on every machine the engines run on (the engine set-up installs it); one conversion takes about a second.
  it('opens in LibreOffice with the amounts as numbers it sums and the codes as text', { timeout: 30_000 }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'table-xlsx-'));
    try {
      writeFileSync(path.join(dir, 'ledger.xlsx'), tablesXlsx([LEDGER], () => '账目'));
      // CSV out, ';' between fields, UTF-8, text cells quoted and numbers not, cells as shown (their formats applied).
      const run = spawnSync(
        'soffice',
        [`-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`, '--headless', '--norestore', '--convert-to', 'csv:Text - txt - csv (StarCalc):59,34,76,1,,0,true,true,true', '--outdir', dir, path.join(dir, 'ledger.xlsx')],
        { encoding: 'utf8', timeout: 25_000 },
      );
      expect(run.error, 'soffice runs').toBeUndefined();
      const rows = readFileSync(path.join(dir, 'ledger.csv'), 'utf8').trim().split(/\r?\n/);
      expect(rows).toEqual([
        '"摘要";"金额";"比例";"编号"',
        '"办公用品";1,234.50;12%;"007"',
        '"差旅";¥1,200.00;1.1%;"13800138000"',
        '"退款";-3.5;50%;"6222021234567890123"',
        '"其他";1234;"(12.5)";"2024-09-30"',
        '"备注";"见附件";;',
      ]);
      // Unquoted, so numbers to LibreOffice: column B sums.
      const amounts = rows.slice(1, 5).map((row) => Number(row.split(';')[1].replace(/[¥,]/g, '')));
      expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(3665);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
