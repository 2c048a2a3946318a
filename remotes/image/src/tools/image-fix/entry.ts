import type { ToolMeta } from '@toolhub/contracts';

/**
 * 图片修复 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.ImageFix 111) and the catalog test holds them to the contracts.
 */
export const imageFixEntry: ToolMeta = {
  toolid: 111,
  path: 'image-fix',
  name: '图片修复',
  keyword: '图片修复 图片变清晰 无损放大 超分辨率 模糊变清晰 老照片修复 去噪 去马赛克 放大图片 upscale super resolution enhance photo',
  category: '图片处理',
  icon: '🔍',
  scene: 'image_fix',
  reqType: 111,
  needCharge: true,
  maxsize: 10485760,
  module: './ImageFix',
  description: '把模糊或太小的照片放大 2 倍或 4 倍并变清晰，同时去除噪点和压缩痕迹，前后对比一目了然。',
  en: {
    name: 'Photo fix',
    keyword: 'upscale enhance sharpen denoise blurry photo',
    category: 'Image tools',
    description: 'Enlarges a blurry or small photo 2× or 4× and makes it sharper, removing noise and compression marks, with a before-and-after view.',
  },
};
