import type { ToolMeta } from '@toolhub/contracts';

/** PDF merge in the catalog; the ids written out (TOOL_IDS.PdfMerge, REQ_TYPES.PdfMerge) are held to the contracts by the catalog test. */
export const pdfMergeEntry: ToolMeta = {
  toolid: 21,
  path: 'pdf-merge',
  name: 'PDF合并',
  keyword: 'PDF合并 合并PDF 多个PDF合成一个 PDF拼接 merge pdf',
  category: '文档处理',
  icon: '🧩',
  scene: 'pdf_merge',
  reqType: 27,
  needCharge: false,
  module: './PdfMerge',
  description: '把多个 PDF 按你排好的顺序合成一个，可挑选、调整页面，每个文件一个书签。',
  en: {
    name: 'Merge PDF',
    keyword: 'pdf merge combine join',
    category: 'Documents and PDF',
    description: 'Combines several PDFs into one in the order you arrange; pick and reorder pages, one bookmark per file.',
  },
};
