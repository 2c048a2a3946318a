/**
 * Card recognition (CARD_TYPES: the ID card, front or back; the bank card; the business
 * licence): the uploaded photo read the right way up and level (card-reading.ts), and the
 * card's fields taken by their labels and places. A page on which none of the
 * card's fields is found — another card, the other side of this one, no card — fails with 'no
 * card recognised' (no use is taken), never an empty result.
 */
import { RECOGNITION_FAILURES, type CardSide } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { recognitionFailure } from '../failures';
import type { NameValue } from '../invoice';
import { levelledReading } from './card-reading';
import { bankCardFields } from './bank-card';
import { businessLicenceFields, licenceColumnOf } from './business-licence';
import { idCardBackFields, idCardFrontFields } from './id-card';

/** What the request says of the card besides the image: the side, for a card that has sides. */
export interface CardRequest {
  extend?: { cardSide: CardSide };
}

const answer = (pairs: NameValue[]): TaskOutput => {
  if (!pairs.length) throw recognitionFailure(RECOGNITION_FAILURES.noCard);
  return { data: pairs };
};

/** The ID card: the front (FRONT, the default) or the back, as the request's side says. */
export async function idCardOcr(imageKey: string, ctx: TaskContext, request: CardRequest = {}): Promise<TaskOutput> {
  const lines = await levelledReading(imageKey, ctx);
  return answer(request.extend?.cardSide === 'BACK' ? idCardBackFields(lines) : idCardFrontFields(lines));
}

export async function bankCardOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  return answer(bankCardFields(await levelledReading(imageKey, ctx)));
}

export async function businessLicenceOcr(imageKey: string, ctx: TaskContext): Promise<TaskOutput> {
  return answer(businessLicenceFields(await levelledReading(imageKey, ctx, { columnOf: licenceColumnOf })));
}
