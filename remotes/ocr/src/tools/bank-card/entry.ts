import type { ToolMeta } from '@toolhub/contracts';

/**
 * Bank card recognition in the catalog: a charged tool like the invoice's, its own scene. The
 * request type is written out (CARD_TYPES.BankCard 202: the build reads the catalog in Node)
 * and held to the contracts by the catalog test; tool id 58 is unused elsewhere.
 */
export const bankCardEntry: ToolMeta = {
  toolid: 58,
  path: 'bank-card-ocr',
  name: '银行卡识别',
  keyword: '银行卡识别 银行卡号 卡号识别 借记卡 信用卡 储蓄卡 开户行',
  category: '文字识别',
  icon: '💳',
  scene: 'bankcard_ocr',
  reqType: 202,
  needCharge: true,
  module: './BankCardOcr',
  description: '读出银行卡的卡号（自动校验）、发卡银行、卡类型与有效期，可复制或下载。',
  en: {
    name: 'Bank card recognition',
    keyword: 'bank card number ocr recognition',
    category: 'Text recognition',
    description: 'Reads a bank card\'s number (checked), issuing bank, card type and expiry, ready to copy or download.',
  },
};
