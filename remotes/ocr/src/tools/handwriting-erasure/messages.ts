import { defineMessages } from '@toolhub/sdk';

/** What the handwriting erasure screen shows beyond the shared screens: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '擦除结果',
    printedLines: '保留印刷文字 {count} 行',
    erased: '擦除笔迹约占画面 {percent}%',
    nothingErased: '未发现手写笔迹',
  },
  en: {
    resultTitle: 'Handwriting erased',
    printedLines: '{count} printed lines kept',
    erased: 'Handwriting erased: about {percent}% of the page',
    nothingErased: 'No handwriting found',
  },
});
