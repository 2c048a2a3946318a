import type { ToolMeta } from '@toolhub/contracts';

/**
 * ID card recognition in the catalog: a charged tool like the invoice's, its own scene. The
 * build reads the catalog in Node, where the contracts' values do not load: the request type
 * is written out (CARD_TYPES.IdCard 201) and the catalog test holds it to the contracts. The
 * spec's table of tool ids has none for the cards: 57 is unused by it and by every remote.
 */
export const idCardEntry: ToolMeta = {
  toolid: 57,
  path: 'id-card-ocr',
  name: '身份证识别',
  keyword: '身份证识别 身份证OCR 身份证号码 居民身份证 人像面 国徽面 证件识别',
  category: '文字识别',
  icon: '🆔',
  scene: 'idcard_ocr',
  reqType: 201,
  needCharge: true,
  module: './IdCardOcr',
  description: '读出居民身份证正面的姓名、性别、民族、出生、住址和身份号码，或反面的签发机关与有效期限，号码自动校验。',
  en: {
    name: 'ID card recognition',
    keyword: 'id card ocr identity number recognition',
    category: 'Text recognition',
    description: 'Reads the name, sex, ethnicity, birth date, address and ID number of a resident ID card\'s front, or the issuer and validity of its back; the number is checked.',
  },
};
