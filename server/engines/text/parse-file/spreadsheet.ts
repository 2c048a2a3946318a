/**
 * XLSX cells as text with exceljs (MIT) — never the npm SheetJS, which is unmaintained there.
 * Every sheet, every row with a value, each cell as Excel shows it (`cell.text`).
 */
import ExcelJS from 'exceljs';
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';

export interface Sheet {
  Name: string;
  Rows: string[][];
}

/** More cells than this is a data dump, not a document to read. */
const MAX_CELLS = 500_000;

export async function spreadsheetSheets(bytes: Buffer): Promise<Sheet[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw textFailure(TEXT_FAILURES.unreadable);
  }
  let cells = 0;
  return workbook.worksheets.map((worksheet) => {
    const rows: string[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        values[column - 1] = cell.text ?? '';
      });
      cells += values.length;
      if (cells > MAX_CELLS) throw textFailure(TEXT_FAILURES.tooLong);
      rows.push(Array.from(values, (value) => value ?? ''));
    });
    return { Name: worksheet.name, Rows: rows };
  });
}

export const sheetsText = (sheets: Sheet[]) => sheets.map((sheet) => [`# ${sheet.Name}`, ...sheet.Rows.map((row) => row.join('\t'))].join('\n')).join('\n\n');
