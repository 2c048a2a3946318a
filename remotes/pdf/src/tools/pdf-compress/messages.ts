import { defineMessages } from '@toolhub/sdk';

/** PDF compression's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    hint: '支持 PDF 文件，一次压缩一个',
    level: '压缩程度',
    light: '轻度',
    lightHint: '画质最好，体积减小较少',
    recommended: '推荐',
    recommendedHint: '画质与体积兼顾',
    strong: '强力',
    strongHint: '体积最小，图片会变模糊',
    compress: '开始压缩',
  },
  en: {
    hint: 'PDF files, one at a time',
    level: 'How hard to compress',
    light: 'Light',
    lightHint: 'Best quality, a smaller saving',
    recommended: 'Recommended',
    recommendedHint: 'Quality and size in balance',
    strong: 'Strong',
    strongHint: 'Smallest file; images get blurry',
    compress: 'Compress',
  },
});
