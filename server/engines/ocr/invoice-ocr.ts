/** Invoice recognition (InvoiceRecognize, type 17): the VAT invoice's fields as name/value pairs, read by the form's layout from the lines and their boxes. */
import { RECOGNITION_FAILURES } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { recognitionFailure } from './failures';
import { invoiceFields } from './invoice';
import { crossChecked } from './invoice-check';
import { levelled } from './deskew';
import { pageImageOf } from './page-image';
import { readUpright } from './upright';

export async function invoiceOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  // Level first: the detector's boxes are level, so on a skewed scan its rows would mix.
  const page = await levelled(await pageImageOf(await ctx.readObject(imageKey)));
  ctx.progress(10);
  const { lines } = await readUpright(page, ctx);
  // The sums checked: a misread figure corrected when the others say what it is, else marked uncertain.
  const pairs = crossChecked(invoiceFields(lines));
  if (!pairs.length) throw recognitionFailure(RECOGNITION_FAILURES.noText);
  return { data: pairs };
}
