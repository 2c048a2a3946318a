import type { ToolMeta } from '@toolhub/contracts';

/**
 * Image recognition in the catalog. The spec gives it a tool id (TOOL_IDS.ImageRecognize 51)
 * but no request type: its screen asks the cloud-proxy OCR call with the scene below and
 * sub_req_type 0 (SCENE_RECOGNITIONS.imageRecognize), so reqType is 0. Written out because
 * the build reads the catalog in Node; the catalog test holds them to the contracts.
 */
export const imageRecognizeEntry: ToolMeta = {
  toolid: 51,
  path: 'image-recognize',
  name: '图片识物',
  keyword: '图像识别 识图 识物 拍照识物 物体识别 图片识别 AI识图 看图识物',
  category: '文字识别',
  icon: '🔍',
  scene: 'image_recognize',
  reqType: 0,
  needCharge: false,
  module: './ImageRecognize',
  description: '识别照片里的人物、动物、车辆、日用品等 80 类常见物体，列出名称和可信度，并在原图上框出位置。',
  en: {
    name: 'What is in this picture',
    keyword: 'text recognition object detection identify things photo',
    category: 'Text recognition',
    description: 'Recognises 80 kinds of everyday things in a photo (people, animals, vehicles, household objects), with their names and confidence, boxed on the photo.',
  },
};
