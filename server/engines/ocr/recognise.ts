/**
 * The recognition handler of the task engine (BasicOcr 15, InvoiceRecognize 17, and the
 * screens' cloud-proxy OCR call 55): reads the request of spec §3 and runs the recognition
 * its `sub_req_type` asks for on the uploaded image.
 */
import { ERROR_CODES, REQ_TYPES, recognitionRequestSchema } from '@toolhub/contracts';
import { TaskFailure, type TaskContext, type TaskOutput } from '../../src/tasks/handler';
import { basicOcr } from './basic-ocr';
import { invoiceOcr } from './invoice-ocr';

const RECOGNITIONS: Partial<Record<number, (imageKey: string, ctx: TaskContext) => Promise<TaskOutput>>> = {
  [REQ_TYPES.BasicOcr]: basicOcr,
  [REQ_TYPES.InvoiceRecognize]: invoiceOcr,
};

export async function recognise(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = recognitionRequestSchema.safeParse(input);
  if (!parsed.success) throw new TaskFailure(ERROR_CODES.BAD_REQUEST, 'the recognition request is not valid');
  const run = RECOGNITIONS[parsed.data.sub_req_type];
  if (!run) throw new TaskFailure(ERROR_CODES.NOT_OPEN, `recognition type ${parsed.data.sub_req_type}`);
  return run(parsed.data.req_data.item.raw_data, ctx);
}
