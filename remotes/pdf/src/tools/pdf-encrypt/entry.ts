import type { ToolMeta } from '@toolhub/contracts';

/** PDF encryption in the catalog; the ids written out (TOOL_IDS.PdfEncrypt, REQ_TYPES.PdfEncrypt) are held to the contracts by the catalog test. */
export const pdfEncryptEntry: ToolMeta = {
  toolid: 27,
  path: 'pdf-encrypt',
  name: 'PDF加密',
  keyword: 'PDF加密 PDF设置密码 PDF加密码 禁止复制 禁止打印 encrypt pdf',
  category: '文档处理',
  icon: '🔒',
  scene: 'pdf_encrypt',
  reqType: 33,
  needCharge: false,
  module: './PdfEncrypt',
  description: '为 PDF 设置打开密码（AES-256 加密），并可限制打印、复制和修改。',
  en: {
    name: 'Protect PDF',
    keyword: 'pdf encrypt password protect aes',
    category: 'Documents and PDF',
    description: 'Sets an open password on a PDF (AES-256) and can restrict printing, copying and editing.',
  },
};
