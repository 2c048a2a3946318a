import { defineMessages } from '@toolhub/sdk';

/** Texts of the shell's own pages (the chrome has its own catalog in chrome/messages.ts). */
export const { t, useT } = defineMessages({
  'zh-CN': {
    siteName: '小工具',
    loadingTool: '工具加载中…',
    loadingPage: '页面加载中…',
    toolUnavailableTitle: '工具暂时无法使用',
    toolUnavailableBody: '「{name}」暂时无法加载，其他工具不受影响。请稍后重试。',
    toolOffBody: '「{name}」暂时停用，请稍后再来，或看看其他小工具。',
    retry: '重试',
    backHome: '返回首页',
    renderFailed: 'Sorry, 出错了, 请刷新页面',
    reload: '刷新页面',
    notFoundTitle: '页面不存在',
    notFoundBody: '您访问的小工具不存在或已下线，看看其他小工具吧。',
  },
  en: {
    siteName: 'Toolhub',
    loadingTool: 'Loading the tool…',
    loadingPage: 'Loading the page…',
    toolUnavailableTitle: 'Tool unavailable',
    toolUnavailableBody: '"{name}" cannot be loaded right now; the other tools still work. Please try again later.',
    toolOffBody: '"{name}" is switched off for now. Come back later, or have a look at the other tools.',
    retry: 'Retry',
    backHome: 'Back to home',
    renderFailed: 'Sorry, something went wrong, please refresh the page',
    reload: 'Refresh',
    notFoundTitle: 'Page not found',
    notFoundBody: 'This tool does not exist or was taken offline. Have a look at the other tools.',
  },
});
