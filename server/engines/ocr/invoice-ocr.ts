/** Invoice recognition (InvoiceRecognize, type 17): the VAT invoice's fields as name/value pairs. */
import { ERROR_CODES, RECOGNITION_FAILURES } from '@toolhub/contracts';
import { TaskFailure, type TaskContext, type TaskOutput } from '../../src/tasks/handler';
import { invoiceFields } from './invoice';
import { pageImageOf } from './page-image';
import { readUpright } from './upright';
import { rowsOf } from './rows';

const ERROR_CODE_SERVICE = ERROR_CODES.BAD_REQUEST;

export async function invoiceOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  const page = await pageImageOf(await ctx.readObject(imageKey));
  ctx.progress(10);
  const { lines } = await readUpright(page, ctx);
  const pairs = invoiceFields(rowsOf(lines).map((row) => row.map((line) => line.text).join(' ')));
  if (!pairs.length) throw new TaskFailure(ERROR_CODE_SERVICE, RECOGNITION_FAILURES.noText);
  return { data: pairs };
}
