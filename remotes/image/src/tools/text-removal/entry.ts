import type { ToolMeta } from '@toolhub/contracts';

/**
 * 图片去文字 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.TextRemoval 113) and the catalog test holds them to the contracts.
 */
export const textRemovalEntry: ToolMeta = {
  toolid: 113,
  path: 'text-removal',
  name: '图片去文字',
  keyword: '图片去文字 去水印 去字幕 消除文字 擦除文字 图片文字去除 remove text watermark caption',
  category: '图片处理',
  icon: '🧽',
  scene: 'text_removal',
  reqType: 113,
  needCharge: false,
  maxsize: 10485760,
  module: './TextRemoval',
  description: '自动找出照片里的字幕、水印和招牌文字，擦除后补全背景，可只处理指定区域。',
  en: {
    name: 'Remove text from pictures',
    keyword: 'remove watermark subtitles text erase inpaint',
    category: 'Image tools',
    description: 'Finds the subtitles, watermarks and sign text in a photo, erases them and fills in the background; or only in the area you mark.',
  },
};
