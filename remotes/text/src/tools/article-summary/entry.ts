import type { ToolMeta } from '@toolhub/contracts';

/**
 * 文章摘要 in the catalog. The build reads the catalog in Node, where the contracts' values do
 * not load: the ids are written out (TEXT_TYPES.Summary 121) and the catalog test holds them to the contracts.
 */
export const articleSummaryEntry: ToolMeta = {
  toolid: 121,
  path: 'article-summary',
  name: '文章摘要',
  keyword: '文章摘要 摘要 总结 概括 提炼 要点 关键句 summary summarize abstract tl;dr',
  category: '文字工具',
  icon: '📝',
  scene: 'article_summary',
  reqType: 121,
  needCharge: false,
  maxsize: 20971520,
  module: './ArticleSummary',
  description: '粘贴文章、上传文档或输入网址，挑出原文中最关键的句子作为摘要，并在原文中标出。',
  en: {
    name: 'Article summary',
    keyword: 'summary summarise key sentences article',
    category: 'Text tools',
    description: 'Paste an article, upload a document or give a web address: the article\'s own key sentences become the summary, marked in the original.',
  },
};
