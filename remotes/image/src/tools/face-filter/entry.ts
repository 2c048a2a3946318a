import type { ToolMeta } from '@toolhub/contracts';

/**
 * 人脸特效 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (IMAGE_EFFECT_TYPES.FaceFilter 115) and the catalog test holds them to the contracts.
 */
export const faceFilterEntry: ToolMeta = {
  toolid: 115,
  path: 'face-filter',
  name: '人脸特效',
  keyword: '人脸特效 美颜 磨皮 美白 瘦脸 大眼 贴纸 猫耳 face filter beauty slim big eyes sticker',
  category: '图片处理',
  icon: '😊',
  scene: 'face_filter',
  reqType: 115,
  needCharge: false,
  maxsize: 10485760,
  module: './FaceFilter',
  description: '找到照片中的人脸，磨皮、提亮、瘦脸、大眼，再加上猫耳、眼镜等贴纸。',
  en: {
    name: 'Face effects',
    keyword: 'face beauty smooth slim eyes stickers',
    category: 'Image tools',
    description: 'Finds the faces in a photo to smooth, brighten, slim and enlarge the eyes, then adds stickers such as cat ears or glasses.',
  },
};
