/**
 * The readable article of a page: Mozilla Readability (Apache-2.0) on a linkedom (ISC)
 * document. WeChat articles (mp.weixin.qq.com) keep their account name, publish time and
 * lazy images in their own places, read here before Readability reduces the page.
 */
import { Readability } from '@mozilla/readability';
import type { WebPageResult } from '@toolhub/contracts';
import { TEXT_FAILURES } from '@toolhub/contracts';
import { parseHTML } from 'linkedom';

type PageDocument = ReturnType<typeof parseHTML>['document'];
import { textFailure } from '../common/failures';
import { htmlStructure } from '../parse-file/html-blocks';

/** Fewer characters than this in the whole article is no article (Chinese runs short: 50 characters is two sentences). */
const MIN_ARTICLE_CHARS = 50;
const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function metaOf(document: PageDocument, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = tidy(document.querySelector(`meta[property="${name}"],meta[name="${name}"]`)?.getAttribute('content'));
    if (value) return value;
  }
  return undefined;
}

/** An address the visitor's browser may load: absolute http(s), resolved against the page. */
function absoluteImage(source: string | null, base: string): string | undefined {
  if (!source) return undefined;
  try {
    const url = new URL(source, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** WeChat writes the publish time as epoch seconds in a script (`var ct = "1700000000"`). */
function wxPublished(html: string): string | undefined {
  const seconds = /var\s+ct\s*=\s*"(\d{9,11})"/.exec(html)?.[1];
  return seconds ? new Date(Number(seconds) * 1000).toISOString() : undefined;
}

export function readArticle(html: string, pageUrl: string): WebPageResult {
  const { document } = parseHTML(html);
  const isWx = new URL(pageUrl).hostname === 'mp.weixin.qq.com';
  // Lazy images carry their address in data-src (WeChat, many CMSs): give it to src before Readability looks.
  for (const image of document.querySelectorAll('img[data-src]')) if (!image.getAttribute('src')) image.setAttribute('src', image.getAttribute('data-src') ?? '');
  // WeChat hides the article body until its script runs; Readability skips hidden nodes.
  if (isWx) document.querySelector('#js_content')?.removeAttribute('style');
  const wxAuthor = isWx ? tidy(document.querySelector('#js_name')?.textContent) || undefined : undefined;
  const published = (isWx ? wxPublished(html) : undefined) ?? metaOf(document, 'article:published_time', 'pubdate', 'publishdate', 'date') ?? (tidy(document.querySelector('time[datetime]')?.getAttribute('datetime')) || undefined);
  const metaAuthor = metaOf(document, 'author', 'article:author');
  // The page's own headline, when its <title> is that headline plus the site's name ("… | City News").
  const headings = [...document.querySelectorAll('h1')].map((heading) => tidy(heading.textContent)).filter(Boolean);
  const pageTitle = tidy(document.querySelector('title')?.textContent);
  const headline = metaOf(document, 'og:title') ?? (isWx ? tidy(document.querySelector('#activity-name')?.textContent) || undefined : undefined) ?? (headings.length === 1 && pageTitle.includes(headings[0]!) ? headings[0] : undefined);
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], { charThreshold: 100 }).parse();
  if (!article?.content) throw textFailure(TEXT_FAILURES.noArticle);
  const { blocks } = htmlStructure(article.content);
  const texts = blocks.map((block) => block.Text).filter((text) => text.length > 0);
  const title = headline ?? (tidy(article.title) || (texts[0] ?? '').slice(0, 60));
  // The headline is the result's title; repeated as the body's first line it reads twice.
  const paragraphs = texts[0] === title ? texts.slice(1) : texts;
  // A page whose "article" is a menu or a line of boilerplate has nothing to read.
  if (paragraphs.join('').replace(/\s+/g, '').length < MIN_ARTICLE_CHARS) throw textFailure(TEXT_FAILURES.noArticle);
  const { document: body } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
  const images = [...new Set([...body.querySelectorAll('img')].map((image) => absoluteImage(image.getAttribute('src'), pageUrl)).filter((url): url is string => Boolean(url)))];
  const author = wxAuthor ?? (tidy(article.byline) || metaAuthor);
  const siteName = tidy(article.siteName) || metaOf(document, 'og:site_name');
  const excerpt = tidy(article.excerpt);
  return {
    Url: pageUrl,
    Title: title,
    ...(author ? { Author: author } : {}),
    ...(published || article.publishedTime ? { Published: published ?? tidy(article.publishedTime) } : {}),
    ...(siteName ? { SiteName: siteName } : {}),
    ...(excerpt ? { Excerpt: excerpt } : {}),
    Paragraphs: paragraphs,
    Text: paragraphs.join('\n\n'),
    Images: images,
  };
}
