import { defineMessages } from '@toolhub/sdk';

/** What the image recognition screen shows beyond the shared recognition screen: zh-CN (default) and en. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    resultTitle: '识别结果',
    objectCount: '共 {count} 个物体',
    labelsLabel: '识别出的物体，按可信度排序',
    labelsHint: '用上下方向键逐个查看，所选物体会在图片上框出',
    confidence: '可信度 {value}%',
    scopeNote: '可识别人物、动物、交通工具、餐具、家具、电器等 80 类常见物体',
  },
  en: {
    resultTitle: 'Recognised objects',
    objectCount: '{count} objects',
    labelsLabel: 'Recognised objects, surest first',
    labelsHint: 'Use the up and down arrow keys to go through the objects; the object is boxed on the image',
    confidence: 'Confidence {value}%',
    scopeNote: 'Recognises 80 kinds of everyday objects: people, animals, vehicles, tableware, furniture, appliances and more',
  },
});
