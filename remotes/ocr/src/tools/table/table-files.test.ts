import { crc32 as nodeCrc32, inflateRawSync } from 'node:zlib';
import type { RecognisedTable } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { columnName, tableCsv, tablesXlsx, textGrid } from './table-files';

const box = [{ X: 0, Y: 0 }, { X: 1, Y: 0 }, { X: 1, Y: 1 }, { X: 0, Y: 1 }];
const cell = (Row: number, Column: number, Text: string, RowSpan = 1, ColumnSpan = 1) => ({ Row, Column, RowSpan, ColumnSpan, Text, Polygon: box });

/** A title across both columns, a region down two rows, and a cell needing CSV quotes. */
const TABLE: RecognisedTable = {
  Rows: 3,
  Columns: 2,
  Ruled: true,
  Cells: [cell(0, 0, '销售额 <万元> & 税', 1, 2), cell(1, 0, '华东', 2, 1), cell(1, 1, '1,284.50'), cell(2, 1, 'say "hi"')],
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

describe('table files', () => {
  it('lays a spanned cell out at its top left, empty where it spans to', () => {
    expect(textGrid(TABLE)).toEqual([
      ['销售额 <万元> & 税', ''],
      ['华东', '1,284.50'],
      ['', 'say "hi"'],
    ]);
  });

  it('writes CSV a spreadsheet reads: BOM, quoted commas and quotes, CRLF', () => {
    expect(tableCsv(TABLE)).toBe('\uFEFF销售额 <万元> & 税,\r\n华东,"1,284.50"\r\n,"say ""hi"""\r\n');
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
});
