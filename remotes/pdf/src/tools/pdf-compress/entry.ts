import type { ToolMeta } from '@toolhub/contracts';

/** PDF compression in the catalog, a charged tool; the ids written out (TOOL_IDS.PdfCompress, REQ_TYPES.PdfCompress) are held to the contracts by the catalog test. */
export const pdfCompressEntry: ToolMeta = {
  toolid: 29,
  path: 'pdf-compress',
  name: 'PDF压缩',
  keyword: 'PDF压缩 压缩PDF PDF减小体积 PDF变小 compress pdf',
  category: '文档处理',
  icon: '🗜️',
  scene: 'pdf_compress',
  reqType: 37,
  needCharge: true,
  module: './PdfCompress',
  description: '重新压缩 PDF 里的图片，轻度、推荐、强力三档可选，压缩前后大小一目了然。',
  en: {
    name: 'Compress PDF',
    keyword: 'pdf compress reduce size smaller',
    category: 'Documents and PDF',
    description: 'Recompresses the pictures of a PDF at light, recommended or strong level, showing the size before and after.',
  },
};
