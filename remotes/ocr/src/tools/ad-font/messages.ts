import { defineMessages } from '@toolhub/sdk';

/** What the advertisement-font screen shows beyond the shared recognition screen: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '识别结果',
    lineCount: '共 {count} 行',
    linesLabel: '识别出的文字及其字体，每项一行',
    regular: '常规',
    bold: '粗体',
    score: '匹配度 {value}',
    sample: '字体示例',
    sampleMissing: '本机未安装此字体，示例以默认字体显示',
    licence: '授权',
    opensInNewWindow: '（在新窗口打开）',
    alternatives: '相近字体',
    scopeNote: '在服务器收录的免费字体中比对，图片用的字体若不在其中，给出的是最相近的一款。',
  },
  en: {
    resultTitle: 'Fonts found',
    lineCount: '{count} lines',
    linesLabel: 'Recognised text and its font, one item per line',
    regular: 'Regular',
    bold: 'Bold',
    score: 'Match {value}',
    sample: 'Font sample',
    sampleMissing: 'This font is not installed here; the sample shows a default font',
    licence: 'Licence',
    opensInNewWindow: ' (opens in a new window)',
    alternatives: 'Similar fonts',
    scopeNote: 'Compared with the free fonts the server knows; for a font outside them, the closest one is given.',
  },
});
