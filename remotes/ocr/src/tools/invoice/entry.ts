import type { ToolMeta } from '@toolhub/contracts';

/**
 * Invoice recognition in the catalog: a charged tool (free uses a day for a logged-in
 * visitor, none taken from members). The ids are written out (TOOL_IDS.InvoiceRecognize,
 * REQ_TYPES.InvoiceRecognize): the build reads the catalog in Node; the catalog test holds
 * them to the contracts.
 */
export const invoiceEntry: ToolMeta = {
  toolid: 53,
  path: 'invoice-ocr',
  name: '发票识别',
  keyword: '发票识别 增值税发票 发票OCR 发票号码 发票代码 校验码 报销',
  category: '文字识别',
  icon: '🧾',
  scene: 'invoice_ocr',
  reqType: 17,
  needCharge: true,
  module: './InvoiceOcr',
  description: '读出增值税发票的代码、号码、日期、买卖双方、金额、税额与明细，可复制或下载为表格。',
  en: {
    name: 'Invoice recognition',
    keyword: 'invoice ocr vat fapiao recognition table',
    category: 'Text recognition',
    description: 'Reads a VAT invoice\'s code, number, date, buyer and seller, amounts, tax and items, ready to copy or download as a table.',
  },
};
