/** Plain text tables for a terminal: columns padded to their widest cell, two spaces apart. */

// Chinese text (tool names, reasons) takes two terminal columns per character; counting it
// as one would push every later column out of line.
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

const padEnd = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, column) => Math.max(displayWidth(title), ...rows.map((row) => displayWidth(row[column] ?? ''))));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => padEnd(cell, widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}
