import { defineMessages } from '@toolhub/sdk';

/** Every string the pdf screens show: zh-CN (default) and en. */
const zh = {
  textLabel: '输入或粘贴文本',
  textPlaceholder: '在这里输入文字，统计结果实时更新',
  characters: '字符数',
  charactersNoSpaces: '字符数（不含空白）',
  words: '字数',
  lines: '行数',
  clear: '清空',
  version: '版本 {version}',
};

type Key = keyof typeof zh;

const en: Record<Key, string> = {
  textLabel: 'Type or paste text',
  textPlaceholder: 'Type here; the counts update as you type',
  characters: 'Characters',
  charactersNoSpaces: 'Characters (no spaces)',
  words: 'Words',
  lines: 'Lines',
  clear: 'Clear',
  version: 'Version {version}',
};

export const { useT, t } = defineMessages<Key>({ 'zh-CN': zh, en });
export type MessageKey = Key;
