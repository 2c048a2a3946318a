import type { ToolMeta } from '@toolhub/contracts';

/**
 * 人像抠图 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.HumanSplit 114) and the catalog test holds them to the contracts.
 */
export const humanSplitEntry: ToolMeta = {
  toolid: 114,
  path: 'human-split',
  name: '人像抠图',
  keyword: '人像抠图 抠图 换背景 透明背景 证件照 一寸照 二寸照 蓝底 白底 红底 remove background cutout id photo',
  category: '图片处理',
  icon: '✂️',
  scene: 'human_split',
  reqType: 114,
  needCharge: false,
  maxsize: 10485760,
  module: './HumanSplit',
  description: '一键抠出人像，导出透明 PNG、换纯色或图片背景，还能生成一寸、二寸蓝白红底证件照。',
  en: {
    name: 'Cut out a person',
    keyword: 'remove background cutout portrait id photo transparent png',
    category: 'Image tools',
    description: 'Cuts the person out of a photo: a transparent PNG, a plain or picture background, or 1- and 2-inch ID photos on blue, white or red.',
  },
};
