import { defineMessages } from '@toolhub/sdk';

/** Texts of the debug console (`?showVConsole=1` or `?isDebug=1`). */
export const { useT } = defineMessages({
  'zh-CN': {
    open: '调试',
    title: '调试面板',
    close: '关闭调试面板',
    logs: '日志',
    events: '事件',
    device: '设备与页面',
    clear: '清空',
    copy: '复制全部',
    copied: '已复制',
    noLogs: '还没有日志。',
    noEvents: '还没有事件。事件在页面隐藏时发出。',
    tabs: '调试内容',
  },
  en: {
    open: 'Debug',
    title: 'Debug console',
    close: 'Close the debug console',
    logs: 'Logs',
    events: 'Events',
    device: 'Device and page',
    clear: 'Clear',
    copy: 'Copy all',
    copied: 'Copied',
    noLogs: 'No logs yet.',
    noEvents: 'No events yet. Events are sent when the page is hidden.',
    tabs: 'Debug content',
  },
});
