import type { ToolMeta } from '@toolhub/contracts';

/**
 * Word, Excel and PowerPoint to PDF in the catalog, a charged tool. The spec names document
 * conversion but gives it no tool id: 60–64 are free ids picked for the five conversions
 * (each its own page, so a visitor searching "Word转PDF" finds it by name). The request type
 * is CONVERT_TYPES.OfficeToPdf, written out because the build reads the catalog in Node; the
 * catalog test holds it to the contracts.
 */
export const officeToPdfEntry: ToolMeta = {
  toolid: 60,
  path: 'office-to-pdf',
  name: 'Office转PDF',
  keyword: 'Word转PDF Excel转PDF PPT转PDF 文档转PDF docx xlsx pptx office to pdf',
  category: '文档处理',
  icon: '📄',
  scene: 'office_to_pdf',
  reqType: 101,
  needCharge: true,
  module: './OfficeToPdf',
  description: '把 Word、Excel、PowerPoint 文档转换成 PDF，中文排版照样保留。',
  en: {
    name: 'Office to PDF',
    keyword: 'word excel powerpoint to pdf convert docx',
    category: 'Documents and PDF',
    description: 'Converts Word, Excel and PowerPoint documents to PDF, Chinese layout kept.',
  },
};
