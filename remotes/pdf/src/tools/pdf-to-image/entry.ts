import type { ToolMeta } from '@toolhub/contracts';

/** PDF to images in the catalog, a charged tool. Tool id 62 is a free id (the spec gives conversions none); the request type is CONVERT_TYPES.PdfToImages. */
export const pdfToImageEntry: ToolMeta = {
  toolid: 62,
  path: 'pdf-to-image',
  name: 'PDF转图片',
  keyword: 'PDF转图片 PDF转JPG PDF转PNG PDF导出图片 pdf to image',
  category: '文档处理',
  icon: '🏞️',
  scene: 'pdf_to_image',
  reqType: 103,
  needCharge: true,
  module: './PdfToImage',
  description: '把 PDF 的每一页转换成一张 PNG 或 JPEG 图片，打包下载。',
  en: {
    name: 'PDF to pictures',
    keyword: 'pdf to image png jpeg pages',
    category: 'Documents and PDF',
    description: 'Turns every page of a PDF into a PNG or JPEG picture, downloaded together.',
  },
};
