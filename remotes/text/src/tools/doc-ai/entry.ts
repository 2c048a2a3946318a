import type { ToolMeta } from '@toolhub/contracts';

/** 文档问答 in the catalog (TEXT_TYPES.DocAi 122, written out: see article-summary/entry.ts). Charged: login first. */
export const docAiEntry: ToolMeta = {
  toolid: 122,
  path: 'doc-ai',
  name: '文档问答',
  keyword: '文档AI 文档问答 文档助手 PDF问答 Word问答 合同 手册 查找 提问 document AI ask question',
  category: '文字工具',
  icon: '💬',
  scene: 'doc_ai',
  reqType: 122,
  needCharge: true,
  maxsize: 20971520,
  module: './DocAi',
  description: '上传 PDF、Word 或文本文档后直接提问，从文档里找出回答问题的原文段落，并注明页码和段落。',
  en: {
    name: 'Ask a document',
    keyword: 'document question answer pdf word search',
    category: 'Text tools',
    description: 'Upload a PDF, Word or text document and ask questions: the passages that answer them are quoted with their page and paragraph.',
  },
};
