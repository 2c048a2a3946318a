import { defineMessages } from '@toolhub/sdk';

/** What both screens of the family say: the failures of LIFE_FAILURES and the common words. zh-CN (default) and en. */
const zh = {
  resultTitle: '结果',
  working: '查询中，请稍候...',
  failure_badRequest: '请求内容不正确，请检查后重试',
  failure_unknownFood: '食物表中没有这种食物',
  failure_unknownMeasure: '这种食物没有该份量单位',
  failure_noFood: '请先选择食物或上传照片',
  failure_unreadablePhoto: '无法读取这张图片，文件可能已损坏',
  failure_invalidIp: 'IP 地址格式不正确',
  failure_badCoordinates: '经纬度不正确：纬度在 -90 到 90 之间，经度在 -180 到 180 之间',
};

const en: typeof zh = {
  resultTitle: 'Result',
  working: 'Looking it up…',
  failure_badRequest: 'The request is not valid; check it and try again',
  failure_unknownFood: 'That food is not in the table',
  failure_unknownMeasure: 'That food has no such measure',
  failure_noFood: 'Choose a food or upload a photo first',
  failure_unreadablePhoto: 'This picture cannot be read; the file may be damaged',
  failure_invalidIp: 'That is not a valid IP address',
  failure_badCoordinates: 'Invalid coordinates: latitude is between -90 and 90, longitude between -180 and 180',
};

export const { useT, t } = defineMessages({ 'zh-CN': zh, en });
