import { defineMessages } from '@toolhub/sdk';

/** What the result image panel shows: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    view: '查看方式',
    result: '效果图',
    original: '原图',
    compare: '对比',
    download: '下载图片',
    openFull: '查看原尺寸',
    resultAlt: '处理后的图片：{name}',
    originalAlt: '原图：{name}',
  },
  en: {
    view: 'View',
    result: 'Result',
    original: 'Original',
    compare: 'Compare',
    download: 'Download image',
    openFull: 'Full size',
    resultAlt: 'Processed image: {name}',
    originalAlt: 'Original: {name}',
  },
});
