import { defineMessages } from '@toolhub/sdk';

/** Texts of the shared components; zh-CN holds the spec's strings verbatim. */
export const { t, useT } = defineMessages({
  'zh-CN': {
    close: '关闭',
    confirm: '确定',
    cancel: '取消',
    loading: '加载中',
    noticeTitle: '提示',
    noticeButton: '我知道了',
    selectFile: '点击选择文件',
    dropHint: '或将文件拖到此处',
    sizeHint: '大小不超过 {size} M',
    fileTooLarge: '文件过大',
    fileTypeUnsupported: '不支持该文件类型',
    starOption: '{score} 星',
    starsValue: '{label}：{score} / 5 星',
    notifications: '通知',
  },
  en: {
    close: 'Close',
    confirm: 'OK',
    cancel: 'Cancel',
    loading: 'Loading',
    noticeTitle: 'Tip',
    noticeButton: 'I know',
    selectFile: 'click to select file',
    dropHint: 'or drop a file here',
    sizeHint: 'smaller than {size} M',
    fileTooLarge: 'File too large',
    fileTypeUnsupported: 'This file type is not supported',
    starOption: '{score} out of 5',
    starsValue: '{label}: {score} of 5 stars',
    notifications: 'Notifications',
  },
});
