/**
 * Rows as CSV a spreadsheet opens as it should: fields quoted only when they must be
 * (RFC 4180), CRLF line ends, and a byte-order mark so that Excel reads UTF-8 Chinese.
 */
/** A formula the code writes on purpose (="007" keeps an identifier text); never made from what a visitor typed or a page showed. */
export interface CsvFormula {
  formula: string;
}
export const csvFormula = (formula: string): CsvFormula => ({ formula });

/** What a spreadsheet runs as a formula when a cell starts with it (CSV injection, OWASP). */
const RUNS_AS_FORMULA = /^[=+\-@\t\r]/;
/** …except a plain signed number, which is only a number. */
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?%?$/i;

const field = (value: string | number | CsvFormula) => {
  let text = typeof value === 'object' ? value.formula : String(value);
  // Text read off an image or typed by a visitor ('=HYPERLINK(…)', '@SUM(…)') must stay text: a
  // leading apostrophe makes Excel and LibreOffice show it as written instead of running it.
  if (typeof value === 'string' && RUNS_AS_FORMULA.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvOf(rows: readonly (readonly (string | number | CsvFormula)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
