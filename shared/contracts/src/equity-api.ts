import { z } from 'zod/mini';
import { deferred } from './deferred';
import { EQUITY_TIP_KEYS } from './constants';

/**
 * What each equity text id of `/api/getEquitySceneText` holds (spec §3: ids 29, 33, 34, 36,
 * 38, 39, 40–45, `#` templates; §9: ids 29 to 45). The spec fixes the ids, not their meaning;
 * this is ours. 30 and 35 lie in §9's range and carry a tip's second wording, for when the
 * first would not be true (the free try used up, the price unknown).
 *
 * In a tip, '#元' is a price in yuan and every other '#' the count the tip speaks of; a
 * browser that does not know a value a text names shows another text, never a half-filled one.
 */
export const EQUITY_TEXT = {
  /**
   * Tip, not logged in: '#' is what a login brings, the free uses a day once logged in
   * (`loginFreePerDay`). The visitor's own count is the anonymous try, which logging in does not spend.
   */
  tipNoLogin: 29,
  /** Tip, not logged in, with today's anonymous free try used up: '#' as in tipNoLogin. */
  tipNoLoginTried: 30,
  /** Tip, logged in without equity: '#' the uses left, '#元' the lowest member price (spec §9 auto-renew rule). */
  tipNoEquity: 33,
  /** Tip, member. */
  tipEquity: 34,
  /** tipNoEquity without the price, while no card on sale is known: '#' the uses left. */
  tipNoEquityNoPrice: 35,
  /** Tip, paid uses left: '#' the uses left (today's free ones and the paid ones together). */
  tipPaid: 36,
  /** Title of the membership offer. */
  offerTitle: 38,
  /** Member tags. */
  vipTag: 39,
  svipTag: 40,
  /** '#' is the expiry date. */
  expiry: 41,
  /** The day's uses are gone. */
  usedUp: 42,
  /** '#' is the auto-renew price in yuan. */
  autoRenewPrice: 43,
  /** The tip bar's login prompt. */
  loginForFree: 44,
  /** What membership gives; also the no-login tip where a login brings no free use. */
  memberBenefit: 45,
} as const;

/** The text id holding the tip of each user state's dictionary key (spec §4 "Equity tip states"). */
export const TIP_TEXT_BY_KEY: Record<(typeof EQUITY_TIP_KEYS)[keyof typeof EQUITY_TIP_KEYS], number> = {
  [EQUITY_TIP_KEYS.no_login]: EQUITY_TEXT.tipNoLogin,
  [EQUITY_TIP_KEYS.login_equity]: EQUITY_TEXT.tipEquity,
  [EQUITY_TIP_KEYS.LOGIN_PAID]: EQUITY_TEXT.tipPaid,
  [EQUITY_TIP_KEYS.login_no_equity]: EQUITY_TEXT.tipNoEquity,
};

/** `?scene=` of the scene calls: a tool's scene name from its catalog. */
export const sceneQuerySchema = z.object({
  scene: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.-]+$/)),
});

/** Languages of the scene texts; zh-CN unless `?lang=en`. */
export const EQUITY_TEXT_LANGS = ['zh-CN', 'en'] as const;
export type EquityTextLang = (typeof EQUITY_TEXT_LANGS)[number];

/** GET /api/getEquitySceneText?scene=&lang= */
export const sceneTextQuerySchema = deferred(() => z.object({
  scene: sceneQuerySchema.shape.scene,
  lang: z.optional(z.enum(EQUITY_TEXT_LANGS)),
}));

/**
 * The scenes of the PDF and document family's tools (remotes/pdf's catalog, whose test holds
 * it to this list): the scene texts word their quota as PDF work.
 */
export const PDF_FAMILY_SCENES = [
  'pdf_split',
  'pdf_merge',
  'pdf_compress',
  'pdf_encrypt',
  'pdf_decrypt',
  'office_to_pdf',
  'image_to_pdf',
  'pdf_to_image',
  'pdf_to_text',
  'pdf_to_word',
] as const;
/** /api/pdfconvert/queryConsumeCount?scene=: each PDF tool has a scene of its own, so the call names it (only a catalog scene answers). */
export const pdfConsumeCountQuerySchema = sceneQuerySchema;

/** The header that names one use when the body carries no request_id. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * POST /api/consumeCount. `request_id` (or the `Idempotency-Key` header) names one use: a
 * retried request with the same id is charged once.
 */
export const consumeRequestSchema = deferred(() => z.object({
  scene: sceneQuerySchema.shape.scene,
  request_id: z.optional(z.string().check(z.minLength(8), z.maxLength(128))),
}));
export type ConsumeRequest = z.infer<typeof consumeRequestSchema>;

/** Where one use came from: a membership (nothing consumed), the free count, or a paid pack. */
export const CONSUME_SOURCES = ['equity', 'free', 'paid'] as const;
export const consumeResponseSchema = deferred(() => z.object({
  ret: z.int(),
  data: z.object({ source: z.enum(CONSUME_SOURCES), leftTime: z.int(), isPaid: z.boolean() }),
}));
export type ConsumeResponse = z.infer<typeof consumeResponseSchema>;

/** The plans a card is sold in. */
export const CARD_PLANS = ['month', 'auto'] as const;
export type CardPlan = (typeof CARD_PLANS)[number];

/** Detail of the 409 answer to a second rating of the same tool by the same user. */
export const ALREADY_RATED = 'already rated';

