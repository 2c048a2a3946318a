/**
 * Rows as CSV a spreadsheet opens as it should: fields quoted only when they must be
 * (RFC 4180), CRLF line ends, and a byte-order mark so that Excel reads UTF-8 Chinese.
 */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
