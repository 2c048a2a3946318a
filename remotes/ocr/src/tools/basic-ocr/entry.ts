import type { ToolMeta } from '@toolhub/contracts';

/**
 * Basic text recognition in the catalog. The build reads the catalog in Node, where the
 * contracts' values do not load: the ids are written out (TOOL_IDS.BasicOcr, REQ_TYPES.BasicOcr)
 * and the catalog test holds them to the contracts.
 */
export const basicOcrEntry: ToolMeta = {
  toolid: 52,
  path: 'basic-ocr',
  name: '通用文字识别',
  keyword: '文字识别 OCR 图片转文字 提取文字 截图识字 图片识字',
  category: '文字识别',
  icon: '🔤',
  scene: 'basic_ocr',
  reqType: 15,
  needCharge: false,
  module: './BasicOcr',
  description: '识别图片里的中英文文字，逐行列出并在原图上标出位置，一键复制全部。',
  en: {
    name: 'Text recognition (OCR)',
    keyword: 'ocr text recognition image to text extract text screenshot',
    category: 'Text recognition',
    description: 'Reads the Chinese and English text in a picture, line by line, marks where each line is, and copies it all in one click.',
  },
};
