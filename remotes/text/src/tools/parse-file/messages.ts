import { defineMessages } from '@toolhub/sdk';

/** Parse file's own words: zh-CN (default) and en. */
export const { useT } = defineMessages({
  'zh-CN': {
    run: '开始解析',
    resultTitle: '解析结果',
    busy: '正在解析文件...',
    view: '查看方式',
    view_text: '全文',
    view_structure: '结构',
    format: '格式：{format}',
    page: '第 {page} 页',
    sheet: '工作表：{name}',
    heading: '标题 {level}',
    list: '列表项',
    table: '表格',
  },
  en: {
    run: 'Parse',
    resultTitle: 'Parsed text',
    busy: 'Reading the file…',
    view: 'View',
    view_text: 'Full text',
    view_structure: 'Structure',
    format: 'Format: {format}',
    page: 'Page {page}',
    sheet: 'Sheet: {name}',
    heading: 'Heading {level}',
    list: 'List item',
    table: 'Table',
  },
});
