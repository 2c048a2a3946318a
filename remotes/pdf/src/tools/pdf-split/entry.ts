import type { ToolMeta } from '@toolhub/contracts';

/**
 * PDF split in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (TOOL_IDS.PdfSplit, REQ_TYPES.PdfSplit) and the catalog
 * test holds them to the contracts.
 */
export const pdfSplitEntry: ToolMeta = {
  toolid: 16,
  path: 'pdf-split',
  name: 'PDF拆分',
  keyword: 'PDF拆分 PDF分割 拆分PDF 提取页面 按页拆分 split pdf',
  category: '文档处理',
  icon: '✂️',
  scene: 'pdf_split',
  reqType: 19,
  needCharge: false,
  module: './PdfSplit',
  description: '按页码范围、每 N 页或逐页拆分 PDF，拆出多个文件时打包成 zip 下载。',
  en: {
    name: 'Split PDF',
    keyword: 'pdf split pages extract',
    category: 'Documents and PDF',
    description: 'Splits a PDF by page ranges, every N pages or page by page; several files come as one zip.',
  },
};
