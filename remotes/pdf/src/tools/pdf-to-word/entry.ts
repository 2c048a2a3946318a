import type { ToolMeta } from '@toolhub/contracts';

/** PDF to Word in the catalog, a charged tool. Tool id 64 is a free id (the spec gives conversions none); the request type is CONVERT_TYPES.PdfToWord. */
export const pdfToWordEntry: ToolMeta = {
  toolid: 64,
  path: 'pdf-to-word',
  name: 'PDF转Word',
  keyword: 'PDF转Word PDF转DOCX PDF转文档 PDF编辑 pdf to word',
  category: '文档处理',
  icon: '📃',
  scene: 'pdf_to_word',
  reqType: 105,
  needCharge: true,
  module: './PdfToWord',
  description: '把 PDF 转换成可编辑的 Word 文档，文字和版式尽量保留。',
  en: {
    name: 'PDF to Word',
    keyword: 'pdf to word docx convert editable',
    category: 'Documents and PDF',
    description: 'Converts a PDF into an editable Word document, keeping the text and layout as far as possible.',
  },
};
