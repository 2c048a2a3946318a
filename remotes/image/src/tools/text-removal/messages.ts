import { defineMessages } from '@toolhub/sdk';

/** Text removal's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    area: '处理范围',
    whole: '整张图片',
    wholeHint: '去除能找到的所有文字',
    bottom: '底部字幕',
    bottomHint: '只处理下方四分之一',
    corner: '右下角水印',
    cornerHint: '只处理右下角',
    top: '顶部标题',
    topHint: '只处理上方四分之一',
    run: '开始去除',
    how: '文字检测模型找出文字，再用经典修补算法按周围的像素补全背景；大片复杂背景可能留下痕迹。',
    removed: '已去除 {count} 处文字',
  },
  en: {
    area: 'Where',
    whole: 'Whole picture',
    wholeHint: 'All the text it can find',
    bottom: 'Captions at the bottom',
    bottomHint: 'Only the lowest quarter',
    corner: 'Watermark, bottom right',
    cornerHint: 'Only the bottom-right corner',
    top: 'Title at the top',
    topHint: 'Only the top quarter',
    run: 'Remove text',
    how: 'A text-detection model finds the text; a classical inpainting method fills the background from the pixels around it. Large busy backgrounds may show traces.',
    removed: '{count} text areas removed',
  },
});
