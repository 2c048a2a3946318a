import type { ToolMeta } from '@toolhub/contracts';

/** PDF decryption in the catalog; the ids written out (TOOL_IDS.PdfDecrypt, REQ_TYPES.PdfDecrypt) are held to the contracts by the catalog test. */
export const pdfDecryptEntry: ToolMeta = {
  toolid: 28,
  path: 'pdf-decrypt',
  name: 'PDF解密',
  keyword: 'PDF解密 PDF去密码 PDF解除密码 PDF解除限制 decrypt pdf',
  category: '文档处理',
  icon: '🔓',
  scene: 'pdf_decrypt',
  reqType: 35,
  needCharge: false,
  module: './PdfDecrypt',
  description: '输入密码，得到一份不再需要密码、也没有权限限制的 PDF。',
  en: {
    name: 'Unlock PDF',
    keyword: 'pdf decrypt remove password unlock',
    category: 'Documents and PDF',
    description: 'Type the password to get a PDF that needs none and has no restrictions.',
  },
};
