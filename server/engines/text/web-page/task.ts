/**
 * Parse web page / chat-app article (`/api/parseWebPage`, `/api/parseWxPage`,
 * TEXT_TYPES.WebPage): the readable article of a URL — title, author, date, paragraphs,
 * images — fetched behind the SSRF guard (safe-fetch.ts). The WeChat call takes only
 * mp.weixin.qq.com articles (`wxOnly`).
 */
import { TEXT_FAILURES, webPageInputSchema, type WebPageResult } from '@toolhub/contracts';
import type { TaskHandler } from '../../../src/tasks/handler';
import { notValid, textFailure } from '../common/failures';
import { readArticle } from './article';
import { fetchPage, type FetchOptions } from './safe-fetch';

export const isWxArticleUrl = (raw: string) => {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' && url.hostname === 'mp.weixin.qq.com' && url.pathname.startsWith('/s');
  } catch {
    return false;
  }
};

/** Fetches and reads the article; the summary uses it for a URL too. `options` are for tests. */
export async function articleAt(url: string, options: FetchOptions = {}): Promise<WebPageResult> {
  const page = await fetchPage(url, options);
  return readArticle(page.html, page.url);
}

export const parseWebPage: TaskHandler = async (input, ctx) => {
  const parsed = webPageInputSchema.safeParse(input);
  if (!parsed.success) throw notValid('web page');
  if (parsed.data.wxOnly && !isWxArticleUrl(parsed.data.url)) throw textFailure(TEXT_FAILURES.notWxArticle);
  ctx.progress(10);
  const article = await articleAt(parsed.data.url, { signal: ctx.signal });
  ctx.progress(100);
  return { data: article };
};
