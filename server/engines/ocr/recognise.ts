/**
 * The recognition handler of the task engine (BasicOcr 15, InvoiceRecognize 17, and the
 * screens' cloud-proxy OCR call 55): reads the request of spec §3 and runs the recognition
 * its `sub_req_type` asks for on the uploaded image. A few recognitions share a type with
 * another tool or have none in the spec; the tool's scene picks those. The cards have types
 * of their own (CARD_TYPES); the ID card's reads the side the request names.
 */
import { CARD_TYPES, ERROR_CODES, REQ_TYPES, recognitionRequestSchema, type RecognitionRequest } from '@toolhub/contracts';
import { SCENE_RECOGNITIONS as SCENES } from '@toolhub/contracts';
import { TaskFailure, type EngineWarmUp, type TaskContext, type TaskOutput } from '../../src/tasks/handler';
import { basicOcr } from './basic-ocr';
import { invoiceOcr } from './invoice-ocr';
import { imageRecognize } from '../image-recognition/image-recognize';
import { tableOcr } from './table/table-ocr';
import { handwritingErasure } from '../document-image/handwriting-erasure';
import { wordRestore } from '../document-image/word-restore';
import { recogniseAdFonts } from '../font-match/ad-font';
import { bankCardOcr, businessLicenceOcr, idCardOcr } from './cards/card-ocr';
import { warmUpOcr } from './warm-up';

/** A recognition of the uploaded image `imageKey`; `item` is the request's item, for what else it says (a card's side). */
type Recognition = (imageKey: string, ctx: TaskContext, item: RecognitionRequest['req_data']['item']) => Promise<TaskOutput>;

const RECOGNITIONS: Partial<Record<number, Recognition>> = {
  [REQ_TYPES.BasicOcr]: basicOcr,
  [REQ_TYPES.InvoiceRecognize]: invoiceOcr,
  [REQ_TYPES.TableRecognize]: tableOcr,
  [REQ_TYPES.HandwritingErasure]: handwritingErasure,
  [REQ_TYPES.WordRestore]: wordRestore,
  [CARD_TYPES.IdCard]: idCardOcr,
  [CARD_TYPES.BankCard]: bankCardOcr,
  [CARD_TYPES.BusinessLicence]: businessLicenceOcr,
};

/** Recognitions picked by scene and type together, keyed `<scene>/<sub_req_type>`; before RECOGNITIONS. */
const SCENE_RECOGNITIONS: Partial<Record<string, Recognition>> = {
  [`${SCENES.imageRecognize.scene}/${SCENES.imageRecognize.subReqType}`]: imageRecognize,
  [`${SCENES.advertisementFont.scene}/${SCENES.advertisementFont.subReqType}`]: recogniseAdFonts,
};

export async function recognise(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = recognitionRequestSchema.safeParse(input);
  if (!parsed.success) throw new TaskFailure(ERROR_CODES.BAD_REQUEST, 'the recognition request is not valid');
  const type = parsed.data.sub_req_type;
  const run = SCENE_RECOGNITIONS[`${ctx.scene}/${type}`] ?? RECOGNITIONS[type];
  if (!run) throw new TaskFailure(ERROR_CODES.NOT_OPEN, `recognition type ${type}`);
  return run(parsed.data.req_data.item.raw_data, ctx, parsed.data.req_data.item);
}

/**
 * The recognitions' warm-up (registry.ts names it): the text recogniser, which every
 * recognition but the image one reads with. The image detector (NanoDet, about 220 MiB a
 * thread) and the font match's list of installed fonts still load on their first task: a
 * thread that never runs those tools does not carry them.
 */
export const warmUp: EngineWarmUp = warmUpOcr;
