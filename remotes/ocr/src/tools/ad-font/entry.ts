import type { ToolMeta } from '@toolhub/contracts';

/**
 * Advertisement-font recognition in the catalog. The spec mounts its page with scene
 * 'scan_advertise' and request type 5 (SCENE_RECOGNITIONS.advertisementFont: the type is
 * table recognition's, the scene picks this recognition) but gives it no tool id: 56 is
 * ours, the next one free after the spec's text-recognition ids (51–55). Written out
 * because the build reads the catalog in Node; the catalog test holds them to the contracts.
 */
export const adFontEntry: ToolMeta = {
  toolid: 56,
  path: 'ad-font',
  name: '广告字体识别',
  keyword: '字体识别 识别字体 广告字体 海报字体 找字体 字体查询 商用字体 字体授权 字体版权',
  category: '文字识别',
  icon: '🅰️',
  scene: 'scan_advertise',
  reqType: 5,
  needCharge: false,
  module: './AdFont',
  description: '识别广告、海报图片里每行文字最可能使用的字体和字重，给出匹配度、相近字体和字体的授权许可。',
  en: {
    name: 'Ad font finder',
    keyword: 'font recognition identify font poster advert typeface',
    category: 'Text recognition',
    description: 'Finds the most likely font and weight of each line of text in an advert or poster, with the match, similar fonts and each font\'s licence.',
  },
};
