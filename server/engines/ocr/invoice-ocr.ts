/** Invoice recognition (InvoiceRecognize, type 17): the VAT invoice's fields as name/value pairs. */
import { RECOGNITION_FAILURES } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { recognitionFailure } from './failures';
import { invoiceFields } from './invoice';
import { pageImageOf } from './page-image';
import { readUpright } from './upright';
import { rowsOf } from './rows';

export async function invoiceOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  ctx.progress(10);
  const { lines } = await readUpright(page, ctx);
  const pairs = invoiceFields(rowsOf(lines).map((row) => row.map((line) => line.text).join(' ')));
  if (!pairs.length) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  return { data: pairs };
}
