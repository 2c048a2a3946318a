import { defineMessages } from '@toolhub/sdk';

/**
 * What every screen of the image family says: the picture, the run, the result and the
 * failures. zh-CN (default) and en; each tool's own words are in its folder.
 */
const zh = {
  // ---- the picture ----
  pictureHint: '支持 JPG、PNG、WEBP、GIF、BMP 等常见图片格式',
  replacePicture: '更换图片',
  uploading: '正在上传 {percent}%',
  uploaded: '已上传',
  uploadFailed: '上传失败：{reason}',
  retryUpload: '重新上传',
  notAnImage: '不支持该文件类型，请选择图片（{types}）',
  fileTooLarge: '文件过大，请选择 {size} 以内的图片',
  errorReadingFile: '无法读取这张图片，文件可能已损坏',
  pictureSize: '{width} × {height} 像素',
  animatedNote: '动图只处理第一帧',
  // ---- the run ----
  chooseFirst: '请先选择图片',
  waitForUpload: '图片上传完成后即可开始',
  processing: '处理中，请稍候...',
  processed: '处理完成',
  taskProgress: '处理进度',
  startOver: '处理新图片',
  needsLogin: '登录后即可使用',
  usedUp: '今日次数已用完',
  // ---- the result ----
  resultTitle: '处理结果',
  before: '原图',
  after: '效果图',
  beforeAlt: '原图：{name}',
  afterAlt: '处理后的图片：{name}',
  resultSize: '{width} × {height} 像素',
  download: '下载图片',
  // ---- failures (the engines' details, in the page's language) ----
  failure_unreadable: '无法读取这张图片，文件可能已损坏',
  failure_tooLarge: '图片尺寸太大，请缩小后再试',
  failure_tooSmall: '图片太小，无法处理',
  failure_noPerson: '没有找到人像，请换一张有人物的照片',
  failure_noFace: '没有找到人脸，请换一张正脸清晰的照片',
  failure_noText: '没有找到可去除的文字',
  failure_artServiceDown: '绘画服务暂时不可用，请稍后再试',
};

const en: typeof zh = {
  pictureHint: 'JPG, PNG, WEBP, GIF, BMP and other common picture formats',
  replacePicture: 'Choose another picture',
  uploading: 'Uploading {percent}%',
  uploaded: 'Uploaded',
  uploadFailed: 'Upload failed: {reason}',
  retryUpload: 'Upload again',
  notAnImage: 'This file type is not supported; choose a picture ({types})',
  fileTooLarge: 'The file is too large; choose a picture under {size}',
  errorReadingFile: 'This picture cannot be read; the file may be damaged',
  pictureSize: '{width} × {height} pixels',
  animatedNote: 'Only the first frame of an animation is used',
  chooseFirst: 'Choose a picture first',
  waitForUpload: 'You can start once the picture is uploaded',
  processing: 'Working on it…',
  processed: 'Done',
  taskProgress: 'Progress',
  startOver: 'Another picture',
  needsLogin: 'Log in to use this',
  usedUp: "Today's uses are gone",
  resultTitle: 'Result',
  before: 'Before',
  after: 'After',
  beforeAlt: 'Original: {name}',
  afterAlt: 'Result: {name}',
  resultSize: '{width} × {height} pixels',
  download: 'Download',
  failure_unreadable: 'This picture cannot be read; the file may be damaged',
  failure_tooLarge: 'The picture is too large; make it smaller and try again',
  failure_tooSmall: 'The picture is too small to work on',
  failure_noPerson: 'No person was found; try a photo with a person in it',
  failure_noFace: 'No face was found; try a photo with a clear face',
  failure_noText: 'No text to remove was found',
  failure_artServiceDown: 'The painting service is not available right now; try again later',
};

export const { useT, t } = defineMessages({ 'zh-CN': zh, en });
export type FamilyText = keyof typeof zh;
