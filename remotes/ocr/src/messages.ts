import { defineMessages } from '@toolhub/sdk';

/** Every string the text recognition screens show beyond the shared recognition screen's: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '识别结果',
    lineCount: '共 {count} 行',
    copyAll: '复制全部',
    copied: '已复制全部文字',
    copyFailed: '复制失败，请选中文字后手动复制',
    linesLabel: '识别出的文字，每项一行',
    linesHint: '用上下方向键逐行查看，所在行会在图片上标出',
  },
  en: {
    resultTitle: 'Recognised text',
    lineCount: '{count} lines',
    copyAll: 'Copy all',
    copied: 'All text copied',
    copyFailed: 'Copying failed; select the text and copy it by hand',
    linesLabel: 'Recognised text, one item per line',
    linesHint: 'Use the up and down arrow keys to go through the lines; the line is marked on the image',
  },
});
