import type { ToolMeta } from '@toolhub/contracts';

/** Images to one PDF in the catalog, a charged tool. Tool id 61 is a free id (the spec gives conversions none); the request type is CONVERT_TYPES.ImagesToPdf. */
export const imageToPdfEntry: ToolMeta = {
  toolid: 61,
  path: 'image-to-pdf',
  name: '图片转PDF',
  keyword: '图片转PDF JPG转PDF PNG转PDF 照片合成PDF image to pdf',
  category: '文档处理',
  icon: '🖼️',
  scene: 'image_to_pdf',
  reqType: 102,
  needCharge: true,
  module: './ImageToPdf',
  description: '把多张图片按你排好的顺序合成一个 PDF，每张图片一页。',
  en: {
    name: 'Pictures to PDF',
    keyword: 'image to pdf jpg png combine',
    category: 'Documents and PDF',
    description: 'Combines several pictures into one PDF in the order you arrange, one page each.',
  },
};
