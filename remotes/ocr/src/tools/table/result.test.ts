import { describe, expect, it } from 'vitest';
import { readTables } from './result';

const cell = (Text: string) => ({ Row: 0, Column: 0, RowSpan: 1, ColumnSpan: 1, Text, Polygon: [] });

describe('readTables', () => {
  it('reads the tables of a table recognition', () => {
    const tables = readTables({ Tables: [{ Rows: 1, Columns: 1, Ruled: true, Cells: [cell('合计')] }] });
    expect(tables?.[0].Cells[0].Text).toBe('合计');
  });

  it("answers nothing for tables without text, or another tool's answer", () => {
    expect(readTables({ Tables: [{ Rows: 1, Columns: 1, Ruled: false, Cells: [cell('  ')] }] })).toBeUndefined();
    expect(readTables({ TextDetections: [] })).toBeUndefined();
  });
});
