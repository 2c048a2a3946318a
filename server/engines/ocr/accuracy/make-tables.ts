/**
 * Writes the table set of the accuracy suite (`tables/<name>.png`, or `.jpg` when
 * photographed) from `tables.ts`, as draw-table.ts draws it. Run again after changing a
 * table: `cd server && npx tsx engines/ocr/accuracy/make-tables.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tableImage } from './draw-table';
import { TABLES, tableFile } from './tables';

const dir = path.join(import.meta.dirname, 'tables');
fs.mkdirSync(dir, { recursive: true });
for (const table of TABLES) {
  fs.writeFileSync(path.join(dir, tableFile(table)), await tableImage(table));
  console.info(`wrote tables/${tableFile(table)}`);
}
