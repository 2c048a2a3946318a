/**
 * Writes the accuracy suite's invoices (invoices.ts) as draw-invoice.ts draws and scans them.
 * Deterministic: the grain comes from a seeded generator, so a rerun on one machine writes the
 * same files. `cd server && npx tsx engines/ocr/accuracy/make-invoices.ts`; the images are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { scannedInvoice } from './draw-invoice';
import { INVOICES, invoiceFile } from './invoices';

const dir = path.join(import.meta.dirname, 'invoice');
fs.mkdirSync(dir, { recursive: true });
for (const [i, invoice] of INVOICES.entries()) fs.writeFileSync(path.join(dir, invoiceFile(invoice, i)), await scannedInvoice(invoice, i + 1));
console.info(`written ${INVOICES.length} invoices`);
