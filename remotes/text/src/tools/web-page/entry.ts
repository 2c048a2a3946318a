import type { ToolMeta } from '@toolhub/contracts';

/** 网页文章提取 in the catalog (TEXT_TYPES.WebPage 124, written out: see article-summary/entry.ts). */
export const webPageEntry: ToolMeta = {
  toolid: 124,
  path: 'web-page',
  name: '网页文章提取',
  keyword: '网页解析 网页正文 公众号文章 微信文章 提取正文 阅读模式 web page article wechat readability',
  category: '文字工具',
  icon: '🌐',
  scene: 'parse_web_page',
  reqType: 124,
  needCharge: false,
  module: './WebPage',
  description: '输入网页或公众号文章的网址，提取标题、作者、发布时间、正文和图片，去掉广告和导航。',
  en: {
    name: 'Web article reader',
    keyword: 'web page article extract reader',
    category: 'Text tools',
    description: 'Give the address of a web page or chat-app article to get its title, author, date, text and images, without ads or navigation.',
  },
};
