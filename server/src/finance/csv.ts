/**
 * A small RFC 4180 reader for the finance imports: comma-separated, fields in double quotes
 * may hold commas, line breaks and doubled quotes (`""`); CRLF or LF; a UTF-8 byte-order mark
 * (Excel writes one) is dropped. Each record says the line of the file it starts on, so a
 * problem can name it. Blank lines are skipped.
 */

export interface CsvRecord {
  /** 1-based line of the file the record starts on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export function readCsv(text: string): { records: CsvRecord[]; problem?: CsvProblem } {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  /** Whether the current cell began with a quote (then only a quote, a comma or a line end may follow the closing one). */
  let wasQuoted = false;

  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      continue;
    }
    if (char === '"') {
      if (cell.trim() !== '' || wasQuoted) return { records, problem: { line, message: 'a quote inside an unquoted cell (quote the whole cell and double the quotes inside it)' } };
      cell = '';
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (wasQuoted && char.trim() !== '') return { records, problem: { line, message: 'text after the closing quote of a cell' } };
      cell += char;
    }
  }
  if (quoted) return { records, problem: { line: recordLine, message: 'a quoted cell is never closed' } };
  endRecord();
  return { records };
}
