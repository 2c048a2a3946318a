import { defineMessages } from '@toolhub/sdk';

/** Image fix's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    scale: '放大倍数',
    x2: '2 倍',
    x4: '4 倍',
    denoise: '去除噪点和压缩痕迹',
    run: '开始修复',
    enlarged: '已放大到 {width} × {height} 像素（{scale} 倍）',
    how: '由 ESRGAN 超分辨率神经网络放大（在本站服务器上运行），',
    limit: '输出最多约 {megapixels} 百万像素：2 倍适合 200 万像素以内的图片，4 倍适合 50 万像素以内的图片',
  },
  en: {
    scale: 'Enlarge by',
    x2: '2×',
    x4: '4×',
    denoise: 'Remove noise and compression marks',
    run: 'Fix the picture',
    enlarged: 'Enlarged to {width} × {height} pixels ({scale}×)',
    how: 'Enlarged by the ESRGAN super-resolution neural network, run on our server. ',
    limit: 'The result is at most about {megapixels} megapixels: 2× suits pictures up to 2 MP, 4× up to 0.5 MP',
  },
});
