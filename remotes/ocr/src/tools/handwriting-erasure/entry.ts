import type { ToolMeta } from '@toolhub/contracts';

/**
 * Handwriting erasure in the catalog. The build reads the catalog in Node, where the
 * contracts' values do not load: the ids are written out (TOOL_IDS.HandwritingErasure 5,
 * REQ_TYPES.HandwritingErasure 3) and the catalog test holds them to the contracts.
 */
export const handwritingErasureEntry: ToolMeta = {
  toolid: 5,
  path: 'handwriting-erasure',
  name: '手写体擦除',
  keyword: '文字识别 手写识别 手写擦除 去手写 去除笔迹 擦除笔记 试卷还原 作业去字迹 去批注 空白试卷',
  category: '文字识别',
  icon: '🧽',
  scene: 'handwriting_erasure',
  reqType: 3,
  needCharge: false,
  module: './HandwritingErasure',
  description: '擦掉试卷、讲义和文件上的手写笔迹与批注，保留印刷文字，得到干净的页面图片。',
  en: {
    name: 'Handwriting eraser',
    keyword: 'text recognition handwriting erase remove notes blank exam paper',
    category: 'Text recognition',
    description: 'Erases handwriting and notes from exam papers, handouts and documents, keeping the printed text, for a clean page.',
  },
};
