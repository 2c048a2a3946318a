import type { ToolMeta } from '@toolhub/contracts';

/**
 * Business licence recognition in the catalog: a charged tool like the invoice's, its own
 * scene. The request type is written out (CARD_TYPES.BusinessLicence 203: the build reads the
 * catalog in Node) and held to the contracts by the catalog test; tool id 59 is unused elsewhere.
 */
export const businessLicenceEntry: ToolMeta = {
  toolid: 59,
  path: 'business-licence-ocr',
  name: '营业执照识别',
  keyword: '营业执照识别 营业执照OCR 统一社会信用代码 企业信息 法定代表人 经营范围',
  category: '文字识别',
  icon: '📜',
  scene: 'business_license_ocr',
  reqType: 203,
  needCharge: true,
  module: './BusinessLicenceOcr',
  description: '读出营业执照的统一社会信用代码（自动校验）、名称、类型、法定代表人、注册资本、日期、住所与经营范围。',
  en: {
    name: 'Business licence recognition',
    keyword: 'business licence ocr credit code company',
    category: 'Text recognition',
    description: 'Reads a business licence: the unified social credit code (checked), name, type, legal representative, capital, dates, address and business scope.',
  },
};
