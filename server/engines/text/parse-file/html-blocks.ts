/**
 * The structure of an HTML document (an HTML upload, or mammoth's rendering of a DOCX) as
 * blocks — headings with their level, paragraphs, list items, tables as tab-separated rows —
 * read with linkedom (ISC), a DOM without a browser. Scripts and styles are dropped unread.
 */
import type { z } from 'zod/mini';
import type { parsedBlockSchema } from '@toolhub/contracts';
import { parseHTML } from 'linkedom';

export type ParsedBlock = z.infer<typeof parsedBlockSchema>;

const BLOCKS = 'h1,h2,h3,h4,h5,h6,p,li,pre,blockquote,table';
const tidy = (text: string) => text.replace(/[ \t\u00a0\r\n]+/g, ' ').trim();

export interface HtmlStructure {
  title?: string;
  blocks: ParsedBlock[];
}

export function htmlStructure(html: string): HtmlStructure {
  const { document } = parseHTML(html.includes('<html') ? html : `<!doctype html><html><body>${html}</body></html>`);
  for (const dropped of document.querySelectorAll('script,style,noscript,template')) dropped.remove();
  const blocks: ParsedBlock[] = [];
  for (const element of document.querySelectorAll(BLOCKS)) {
    // A block inside another (a paragraph in a list item or a table cell) is read with its parent.
    if (element.parentElement?.closest(BLOCKS)) continue;
    const tag = element.tagName.toLowerCase();
    if (tag === 'table') {
      const rows = [...element.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th,td')].map((cell) => tidy(cell.textContent ?? '')).join('\t'));
      const text = rows.filter((row) => row.trim()).join('\n');
      if (text) blocks.push({ Kind: 'table', Text: text });
      continue;
    }
    const text = tidy(element.textContent ?? '');
    if (!text) continue;
    if (/^h[1-6]$/.test(tag)) blocks.push({ Kind: 'heading', Level: Number(tag[1]), Text: text });
    else blocks.push({ Kind: tag === 'li' ? 'list' : 'paragraph', Text: text });
  }
  // A page of bare text without block elements still has its words.
  if (blocks.length === 0) {
    const text = tidy(document.body?.textContent ?? '');
    if (text) blocks.push({ Kind: 'paragraph', Text: text });
  }
  const title = tidy(document.querySelector('title')?.textContent ?? '') || blocks.find((block) => block.Kind === 'heading')?.Text;
  return { blocks, ...(title ? { title } : {}) };
}

/** Blocks as plain text: one per paragraph, a blank line between. */
export const blocksText = (blocks: ParsedBlock[]) => blocks.map((block) => block.Text).join('\n\n');
