import type { ToolMeta } from '@toolhub/contracts';

/**
 * 动漫滤镜 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.AnimeFilter 112) and the catalog test holds them to the contracts.
 */
export const animeFilterEntry: ToolMeta = {
  toolid: 112,
  path: 'anime-filter',
  name: '动漫滤镜',
  keyword: '动漫滤镜 动漫化 卡通化 漫画风格 照片变动漫 手绘 素描 铅笔画 cartoon anime comic sketch',
  category: '图片处理',
  icon: '🎨',
  scene: 'anime_filter',
  reqType: 112,
  needCharge: false,
  maxsize: 10485760,
  module: './AnimeFilter',
  description: '把照片变成赛璐璐动画、黑白漫画或铅笔素描风格，三种画风任选。',
  en: {
    name: 'Comic filter',
    keyword: 'anime cartoon comic sketch filter photo',
    category: 'Image tools',
    description: 'Turns a photo into a cel-shaded cartoon, a black-and-white comic or a pencil sketch.',
  },
};
