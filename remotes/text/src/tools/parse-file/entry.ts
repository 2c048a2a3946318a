import type { ToolMeta } from '@toolhub/contracts';

/** 文件解析 in the catalog (TEXT_TYPES.ParseFile 123, written out: see article-summary/entry.ts). */
export const parseFileEntry: ToolMeta = {
  toolid: 123,
  path: 'parse-file',
  name: '文件解析',
  keyword: '文件解析 提取文字 PDF转文字 Word转文字 Excel转文字 PPT转文字 文本提取 parse extract text',
  category: '文字工具',
  icon: '📄',
  scene: 'parse_file',
  reqType: 123,
  needCharge: false,
  maxsize: 20971520,
  module: './ParseFile',
  description: '从 PDF、Word、Excel、PPT、TXT、HTML 文件中提取文字和结构（标题、段落、表格、每页内容），可复制和下载。',
  en: {
    name: 'Read a file',
    keyword: 'parse extract text structure pdf word excel ppt',
    category: 'Text tools',
    description: 'Extracts the text and structure (headings, paragraphs, tables, each page) of PDF, Word, Excel, PPT, TXT and HTML files, to copy or download.',
  },
};
