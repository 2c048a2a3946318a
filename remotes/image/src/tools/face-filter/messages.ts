import { defineMessages } from '@toolhub/sdk';

/** Face filters' own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    smooth: '磨皮',
    brighten: '美白',
    slim: '瘦脸',
    eyes: '大眼',
    sticker: '贴纸',
    none: '无',
    catEars: '猫耳朵',
    glasses: '墨镜',
    blush: '腮红',
    crown: '皇冠',
    run: '应用特效',
    how: '人脸关键点模型找到五官位置，再按你选的强度做磨皮、提亮和变形，贴纸贴在对应位置；不推测年龄、性别。',
    faces: '找到 {count} 张人脸并已处理',
  },
  en: {
    smooth: 'Smooth skin',
    brighten: 'Brighten',
    slim: 'Slim face',
    eyes: 'Bigger eyes',
    sticker: 'Sticker',
    none: 'None',
    catEars: 'Cat ears',
    glasses: 'Sunglasses',
    blush: 'Blush',
    crown: 'Crown',
    run: 'Apply',
    how: 'A face-landmark model finds the eyes, nose, mouth and jaw; the touch-ups and warps follow them at the strengths you choose, stickers go where they belong. No age or gender is guessed.',
    faces: '{count} faces found and touched up',
  },
});
