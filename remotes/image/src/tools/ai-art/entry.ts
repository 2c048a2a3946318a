import type { ToolMeta } from '@toolhub/contracts';

/**
 * Painting from words (the spec's AI art, tool 49) in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.AiArt 116, TOOL_IDS.AiArt 49) and the catalog test holds them to the contracts.
 */
export const aiArtEntry: ToolMeta = {
  toolid: 49,
  path: 'ai-art',
  name: '文字作画',
  keyword: 'AI绘画 AI作画 文字生成图片 画画 生成艺术 水墨 水彩 油画 霓虹 text to image art generator',
  category: '图片处理',
  icon: '🖌️',
  scene: 'ai_art',
  reqType: 116,
  needCharge: true,
  module: './AiArt',
  description: '输入一句描述，选一种画风，一次画出四幅供你挑选；画作由哪种引擎画出，页面上写明。',
  en: {
    name: 'Text to picture',
    keyword: 'ai art painting drawing picture from text prompt',
    category: 'Image tools',
    description: 'Describe a picture and pick a style: four pictures are painted at once, and the page says which engine painted them.',
  },
};
