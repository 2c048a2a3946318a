import { tableRecognitionResultSchema, type RecognisedTable } from '@toolhub/contracts';

/**
 * The tables of a table recognition; undefined when the answer is not one or no cell holds
 * text (the screen then says 'no text recognised').
 */
export function readTables(data: unknown): RecognisedTable[] | undefined {
  const parsed = tableRecognitionResultSchema.safeParse(data);
  if (!parsed.success) return undefined;
  const tables = parsed.data.Tables.filter((table) => table.Cells.some((cell) => cell.Text.trim() !== ''));
  return tables.length ? tables : undefined;
}

/** A cell's place in the result, the key that ties a cell of the table to its box on the image. */
export const cellKey = (table: number, cell: number) => `${table}:${cell}`;
