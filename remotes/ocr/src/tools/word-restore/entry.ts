import type { ToolMeta } from '@toolhub/contracts';

/**
 * Word restoration in the catalog. The build reads the catalog in Node, where the contracts'
 * values do not load: the ids are written out (TOOL_IDS.WordRestore 54, REQ_TYPES.WordRestore 7)
 * and the catalog test holds them to the contracts.
 */
export const wordRestoreEntry: ToolMeta = {
  toolid: 54,
  path: 'word-restore',
  name: '文档图像修复',
  keyword: '文字识别 文档识别 文档修复 文档矫正 去阴影 去背景 拍照文档 扫描件 图片变清晰 纠偏 文档增强 扫描全能',
  category: '文字识别',
  icon: '📄',
  scene: 'word_restore',
  reqType: 7,
  needCharge: false,
  module: './WordRestore',
  description: '把拍歪、有阴影或光线不均的文档照片变成端正、白底、清晰的扫描件效果。',
  en: {
    name: 'Document photo fix',
    keyword: 'text recognition document scan deskew shadow cleanup',
    category: 'Text recognition',
    description: 'Turns a crooked, shadowed or unevenly lit photo of a document into an upright, white, sharp scan.',
  },
};
