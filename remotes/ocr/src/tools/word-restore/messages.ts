import { defineMessages } from '@toolhub/sdk';

/** What the word restoration screen shows beyond the shared screens: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '修复结果',
    flattened: '已找到纸张四角并拉平透视',
    straightened: '已纠正倾斜 {degrees}°',
    straight: '页面无倾斜',
    lightEvened: '已去除阴影和光照不均（亮度起伏 {before} → {after}）',
    lightEven: '光照均匀',
    sharpened: '已增强对比度和清晰度',
  },
  en: {
    resultTitle: 'Restored document',
    flattened: 'Page corners found and perspective flattened',
    straightened: 'Straightened by {degrees}°',
    straight: 'The page was straight',
    lightEvened: 'Shadows and uneven light removed (brightness spread {before} → {after})',
    lightEven: 'The light was even',
    sharpened: 'Contrast and sharpness restored',
  },
});
