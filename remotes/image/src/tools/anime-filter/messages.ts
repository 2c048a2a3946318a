import { defineMessages } from '@toolhub/sdk';

/** The anime filter's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    style: '画风',
    cel: '赛璐璐动画',
    celHint: '平涂色块，干净的墨线',
    comic: '黑白漫画',
    comicHint: '粗墨线，网点阴影',
    pencil: '铅笔素描',
    pencilHint: '铅笔线条，纸张纹理',
    run: '开始转换',
    how: '由经典图像滤镜完成：保边平滑、颜色量化和线条提取，不使用 AI 模型。',
    made: '已转换为「{style}」画风，{width} × {height} 像素',
  },
  en: {
    style: 'Style',
    cel: 'Cel animation',
    celHint: 'Flat colours, clean ink lines',
    comic: 'Comic ink',
    comicHint: 'Bold lines, halftone shadows',
    pencil: 'Pencil sketch',
    pencilHint: 'Pencil strokes on paper',
    run: 'Convert',
    how: 'Made by classical image filters — edge-preserving smoothing, colour quantisation and line extraction — not by an AI model.',
    made: 'Turned into {style}, {width} × {height} pixels',
  },
});
