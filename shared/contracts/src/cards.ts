/**
 * Card recognition (issue 17): the mainland ID card (front and back), the bank card and the
 * business licence, each read into name/value pairs (spec §3 "Recognition request and
 * response"). The spec's table of tool-type numbers has none for them, so they are numbered
 * here: the screens send these as `sub_req_type` of the cloud-proxy OCR call (55), and the
 * server's catalog picks the tool — and so the quota and charging — by them.
 */
import type { CardSide } from './entities';

/**
 * The card recognitions' request types. 201–203: clear of the spec's REQ_TYPES (3–55), of
 * CONVERT_TYPES (101–105) and of the scene-picked recognitions (0, 5).
 */
export const CARD_TYPES = {
  IdCard: 201,
  BankCard: 202,
  BusinessLicence: 203,
} as const;
export type CardType = (typeof CARD_TYPES)[keyof typeof CARD_TYPES];

/** The sides a card type reads, FRONT first (the screen's default); a type not named here has one side. */
export const CARD_SIDES_OF: Partial<Record<CardType, readonly CardSide[]>> = {
  [CARD_TYPES.IdCard]: ['FRONT', 'BACK'],
};

/**
 * The names of the pairs each card answers, in the order the card prints them. A field the
 * card does not carry (a debit card's 有效期) is left out of the answer, never sent empty.
 */
export const CARD_FIELDS = {
  idCardFront: ['姓名', '性别', '民族', '出生', '住址', '公民身份号码'],
  idCardBack: ['签发机关', '有效期限'],
  bankCard: ['卡号', '银行', '卡类型', '有效期'],
  /**
   * The licence's own label is kept where its kind prints another: 负责人 (a branch) or 经营者
   * (an individual business) for 法定代表人, 营业场所 / 经营场所 for 住所, 注册日期 for 成立日期;
   * an individual business prints 组成形式 where a company prints 注册资本.
   */
  businessLicence: ['统一社会信用代码', '名称', '类型', '法定代表人', '注册资本', '成立日期', '营业期限', '住所', '经营范围'],
} as const;
