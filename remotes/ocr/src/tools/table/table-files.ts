/**
 * A recognised table as files a person opens in a spreadsheet: CSV, and XLSX (Office Open
 * XML, ECMA-376) with the spanned cells merged. Cells stay text, as read: "1,284.50" is not turned into a number.
 */
import type { RecognisedTable } from '@toolhub/contracts';
import { csvOf } from '@toolhub/ui';
import { zip } from './zip';

/** The table as a full grid of texts: a spanned cell's text at its top left, '' where it spans to. */
export function textGrid(table: RecognisedTable): string[][] {
  const grid = Array.from({ length: table.Rows }, () => new Array<string>(table.Columns).fill(''));
  for (const cell of table.Cells) {
    if (grid[cell.Row]?.[cell.Column] !== undefined) grid[cell.Row][cell.Column] = cell.Text;
  }
  return grid;
}

export const tableCsv = (table: RecognisedTable) => csvOf(textGrid(table));

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const xmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, ''); // eslint-disable-line no-control-regex

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

function sheetXml(table: RecognisedTable): string {
  const rows = textGrid(table)
    .map((row, r) => {
      const cells = row
        .map((text, c) => (text ? `<c r="${columnName(c)}${r + 1}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>` : ''))
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const merged = table.Cells.filter((cell) => cell.RowSpan > 1 || cell.ColumnSpan > 1).map(
    (cell) => `<mergeCell ref="${columnName(cell.Column)}${cell.Row + 1}:${columnName(cell.Column + cell.ColumnSpan - 1)}${cell.Row + cell.RowSpan}"/>`,
  );
  const merges = merged.length ? `<mergeCells count="${merged.length}">${merged.join('')}</mergeCells>` : '';
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData>${merges}</worksheet>`;
}

/** The least a workbook's styles part holds: one font, the two fills Excel reserves, one border, one format. */
const STYLES = `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`;

/** One sheet per table, named `sheetName(index)` (at most 31 characters, as Excel allows). */
export function tablesXlsx(tables: RecognisedTable[], sheetName: (index: number) => string): Uint8Array<ArrayBuffer> {
  const sheets = tables.map((table, i) => ({ path: `worksheets/sheet${i + 1}.xml`, name: xmlText(sheetName(i).slice(0, 31)), xml: sheetXml(table) }));
  const text = (name: string, xml: string) => ({ name, bytes: new TextEncoder().encode(xml) });
  return zip([
    text(
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets
        .map((sheet) => `<Override PartName="/xl/${sheet.path}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
        .join('')}</Types>`,
    ),
    text('_rels/.rels', `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    text(
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets
        .map((sheet, i) => `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="${sheet.path}"/>`)
        .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    ),
    text('xl/styles.xml', STYLES),
    ...sheets.map((sheet) => text(`xl/${sheet.path}`, sheet.xml)),
  ]);
}
