import type { ToolMeta } from '@toolhub/contracts';

/** PDF to text in the catalog, a charged tool. Tool id 63 is a free id (the spec gives conversions none); the request type is CONVERT_TYPES.PdfToText. */
export const pdfToTextEntry: ToolMeta = {
  toolid: 63,
  path: 'pdf-to-text',
  name: 'PDF转文本',
  keyword: 'PDF转文本 PDF转TXT PDF提取文字 PDF复制文字 pdf to text',
  category: '文档处理',
  icon: '📝',
  scene: 'pdf_to_text',
  reqType: 104,
  needCharge: true,
  module: './PdfToText',
  description: '提取 PDF 里的文字，保存为 TXT 文本文件。',
  en: {
    name: 'PDF to text',
    keyword: 'pdf to text txt extract',
    category: 'Documents and PDF',
    description: 'Extracts the text of a PDF as a TXT file.',
  },
};
