import { defineMessages } from '@toolhub/sdk';

/**
 * Texts of the core pieces (core.ts), apart from the rest so that the home page, which loads
 * only the core, does not load every tool's words; zh-CN holds the spec's strings verbatim.
 */
export const { useT } = defineMessages({
  'zh-CN': {
    close: '关闭',
    confirm: '确定',
    cancel: '取消',
    loading: '加载中',
    noticeTitle: '提示',
    noticeButton: '我知道了',
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
    starOption: '{score} out of 5',
    starsValue: '{label}: {score} of 5 stars',
    notifications: 'Notifications',
  },
});
