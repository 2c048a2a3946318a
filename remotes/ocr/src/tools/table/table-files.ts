/**
 * A recognised table as files a person opens in a spreadsheet: CSV, and XLSX (Office Open
 * XML, ECMA-376) with the spanned cells merged. A cell that reads as an amount ("1,284.50",
 * "-3.5", "12%", "¥1,200.00") is written as a number, so the sheet sums it; a code that only
 * looks numeric ("007", a phone or ID number, a date) stays text, as read.
 */
import type { RecognisedTable } from '@toolhub/contracts';
import { csvFormula, csvOf, type CsvFormula } from '@toolhub/ui';
import { zip } from './zip';

/** The table as a full grid of texts: a spanned cell's text at its top left, '' where it spans to. */
export function textGrid(table: RecognisedTable): string[][] {
  const grid = Array.from({ length: table.Rows }, () => new Array<string>(table.Columns).fill(''));
  for (const cell of table.Cells) {
    if (grid[cell.Row]?.[cell.Column] !== undefined) grid[cell.Row][cell.Column] = cell.Text;
  }
  return grid;
}

/** A cell's text as the number a bookkeeper reads in it. */
export interface CellNumber {
  /** What the spreadsheet sums: "12%" is 0.12. */
  value: number;
  /** The number as CSV carries it: ASCII digits, '.', a leading '-', a trailing '%'; no separators or currency sign. */
  plain: string;
  /** An Excel number format that shows it as it was written (grouping, decimals, %, currency); none: General. */
  format?: string;
}

/** Full-width forms (U+FF01–FF5E: ０–９，．％－＄; and ￥) and the minus sign as ASCII: Chinese documents use both. */
const halfWidth = (text: string) =>
  text
    .trim()
    .replace(/[\uFF01-\uFF5E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0))
    .replace(/\uFFE5/g, '¥')
    .replace(/\u2212/g, '-');

/** A minus (before or after a leading ¥ or $), digits grouped by ',' in threes or not at all, decimals, a trailing %. */
const AMOUNT = /^(-?)(?:([¥$])\s*)?(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(%?)$/;

/**
 * The number in a cell's text, or undefined where it is text. Left as text, because a
 * spreadsheet would mangle them as numbers: leading zeros ("007", "0123": codes), more than
 * 15 digits (a double keeps 15: invoice, ID and bank card numbers), and 11 or more bare digits
 * (phone numbers, order numbers; an amount that large is written with separators or a sign).
 * Dates, times and "(12.5)" never match: brackets number items ("(1)") as often as they negate.
 */
export function cellNumber(text: string): CellNumber | undefined {
  const match = AMOUNT.exec(halfWidth(text));
  if (!match) return undefined;
  const [, minusBefore, currency = '', minusAfter, grouped, decimals = '', percent] = match;
  if ((minusBefore && minusAfter) || (currency && percent)) return undefined;
  const sign = minusBefore || minusAfter;
  const digits = grouped.replace(/,/g, '');
  if (digits.length > 1 && digits.startsWith('0')) return undefined;
  if (digits.length + decimals.length > 15) return undefined;
  if (digits.length >= 11 && digits === grouped && !decimals && !sign && !currency && !percent) return undefined;
  const fraction = decimals ? `.${decimals}` : '';
  const shown = (digits === grouped ? '0' : '#,##0') + (decimals ? `.${'0'.repeat(decimals.length)}` : '');
  return {
    // Through the exponent, not `/ 100`: "1.1%" is 0.011, not 0.011000000000000001.
    value: Number(`${sign}${digits}${fraction}e${percent ? -2 : 0}`),
    plain: `${sign}${digits}${fraction}${percent}`,
    format: percent ? `${shown}%` : currency ? `"${currency}"${shown}` : shown === '0' ? undefined : shown,
  };
}

/** Only digits and what numbers, dates and times are written with: what Excel turns into a number or a date on opening a CSV. */
const NUMBER_LIKE = /^[\d .,:/()%¥$+eE-]+$/;

/**
 * A cell as CSV writes it: a number plainly (1284.50, not "1,284.50" or ¥1,284.50, which only
 * some locales read as numbers); other text as read, except text Excel would take for a number
 * or a date ("007" → 7, "13800138000" → 1.38E+10, "2024-09-30" → a date serial, "(1)" → -1).
 * That is written as the formula ="007": Excel and LibreOffice show exactly 007 and keep it text,
 * which no other marking does without leaving a stray character (a leading tab or apostrophe
 * stays in the cell). A program reading the CSV as data sees the ="…" and must strip it.
 * Excel's formula strings end at 255 characters, so longer text goes as it is.
 */
function csvField(text: string): string | CsvFormula {
  const number = cellNumber(text);
  if (number) return number.plain;
  const ascii = halfWidth(text);
  return /\d/.test(ascii) && NUMBER_LIKE.test(ascii) && text.length <= 255 ? csvFormula(`="${text}"`) : text;
}

/** The table as CSV (with the byte-order mark Excel needs to read UTF-8 Chinese: csvOf writes it). */
export const tableCsv = (table: RecognisedTable) => csvOf(textGrid(table).map((row) => row.map(csvField)));

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
const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, '&quot;');

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A cell: a number as a value (styled with its format, `style` answering the format's index in cellXfs), else inline text. */
function cellXml(ref: string, text: string, style: (format: string) => number): string {
  const number = cellNumber(text);
  if (!number) return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
  return `<c r="${ref}"${number.format ? ` s="${style(number.format)}"` : ''}><v>${number.value}</v></c>`;
}

/**
 * The spans as ranges, cut to the table's size, leaving out one that overlaps a range before it
 * and the 1×1 ones: Excel reports such a workbook as damaged and drops its merges.
 */
function mergeRanges(table: RecognisedTable): string[] {
  const ranges: { top: number; left: number; bottom: number; right: number }[] = [];
  for (const cell of table.Cells) {
    const [top, left] = [cell.Row, cell.Column];
    const [bottom, right] = [Math.min(top + cell.RowSpan, table.Rows) - 1, Math.min(left + cell.ColumnSpan, table.Columns) - 1];
    if (top < 0 || left < 0 || bottom < top || right < left || (bottom === top && right === left)) continue;
    if (ranges.some((r) => top <= r.bottom && r.top <= bottom && left <= r.right && r.left <= right)) continue;
    ranges.push({ top, left, bottom, right });
  }
  return ranges.map((r) => `${columnName(r.left)}${r.top + 1}:${columnName(r.right)}${r.bottom + 1}`);
}

function sheetXml(table: RecognisedTable, style: (format: string) => number): string {
  const rows = textGrid(table)
    .map((row, r) => {
      const cells = row.map((text, c) => (text ? cellXml(`${columnName(c)}${r + 1}`, text, style) : '')).join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const merged = mergeRanges(table).map((ref) => `<mergeCell ref="${ref}"/>`);
  const merges = merged.length ? `<mergeCells count="${merged.length}">${merged.join('')}</mergeCells>` : '';
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData>${merges}</worksheet>`;
}

/**
 * The least a workbook's styles part holds (one font, the two fills Excel reserves, one border),
 * plus a cell format per number format the sheets use: cellXfs[i] shows numFmt 163 + i
 * (164 is where a workbook's own formats start); cellXfs[0] is General.
 */
function stylesXml(formats: string[]): string {
  const numFmts = formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${xmlAttribute(code)}"/>`).join('');
  const xfs = formats.map((_, i) => `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`).join('');
  return `${XML}<styleSheet xmlns="${MAIN}">${formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : ''}<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${formats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs></styleSheet>`;
}

/** One sheet per table, named `sheetName(index)` (at most 31 characters, as Excel allows). */
export function tablesXlsx(tables: RecognisedTable[], sheetName: (index: number) => string): Uint8Array<ArrayBuffer> {
  // The number formats the cells use, each with its index in cellXfs (0 is General).
  const formats = new Map<string, number>();
  const style = (format: string) => formats.get(format) ?? formats.set(format, formats.size + 1).size;
  const sheets = tables.map((table, i) => ({ path: `worksheets/sheet${i + 1}.xml`, name: xmlAttribute(sheetName(i).slice(0, 31)), xml: sheetXml(table, style) }));
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
    text('xl/styles.xml', stylesXml([...formats.keys()])),
    ...sheets.map((sheet) => text(`xl/${sheet.path}`, sheet.xml)),
  ]);
}
