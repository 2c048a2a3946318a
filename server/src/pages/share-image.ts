/**
 * The picture a shared link shows (issue 21: Open Graph and Twitter cards, the chat app's share
 * card): 1200 × 630, the hub's mark, the page's name, its description and category, in the
 * page's language. Drawn from an SVG by sharp (librsvg, with the CJK fonts the engines already
 * need) and kept in memory: the catalog's pages are few and their pictures small. Only pages the
 * catalog has are drawn; anything else is a 404, so no one can make the server draw their text.
 */
import { SHARE_IMAGE_PREFIX, toolTexts, type HubTool } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { escapeHtml } from './plain-page';
import { PAGE_TEXTS, pageLocaleOf } from './page-locale';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The home page's picture (contracts' shareImagePath): a tool's path is never this. */
const HOME = 'index';
const MAX_CACHED = 400;

/** East Asian characters take about a full em; Latin letters about half of one. */
const widthInEm = (text: string) => [...text].reduce((sum, char) => sum + (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : 0.55), 0);

/** Lines of at most `maxEm` ems: breaks at spaces in Latin text, anywhere in CJK; at most `maxLines`, the last one ending in … when cut. */
export function wrapText(text: string, maxEm: number, maxLines: number): string[] {
  const tokens = text.match(/[A-Za-z0-9'’.,:;!?()\-/&%+]+\s*|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (widthInEm(line + token.trimEnd()) > maxEm && line.trim()) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && widthInEm(`${last}…`) > maxEm) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

interface Card {
  site: string;
  title: string;
  description: string;
  category?: string;
}

function cardSvg({ site, title, description, category }: Card): string {
  const { width, height } = SHARE_IMAGE_SIZE;
  const font = "'Noto Sans CJK SC', 'Noto Sans', 'DejaVu Sans', sans-serif";
  const titleLines = wrapText(title, 15, 2);
  // A name on two lines leaves room for two lines of description.
  const descriptionLines = wrapText(description, 30, titleLines.length > 1 ? 2 : 3);
  const titleTop = 330;
  const descriptionTop = titleTop + titleLines.length * 84 + 24;
  const text = (lines: string[], top: number, size: number, gap: number, attributes: string) =>
    lines.map((line, index) => `<text x="88" y="${top + index * gap}" font-size="${size}" ${attributes}>${escapeHtml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6bff"/><stop offset="1" stop-color="#1b3fa8"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="1140" cy="600" r="180" fill="#ffffff" fill-opacity="0.05"/>
<g font-family="${font}" fill="#ffffff">
<rect x="88" y="72" width="72" height="72" rx="18" fill="#ffffff"/>
<path d="M108 98h32v7h-12.5v23h-7V105H108z" fill="#2f6bff"/>
<text x="184" y="122" font-size="36" font-weight="700">${escapeHtml(site)}</text>
${category ? `<text x="88" y="${titleTop - 92}" font-size="30" fill-opacity="0.8">${escapeHtml(category)}</text>` : ''}
${text(titleLines, titleTop, 72, 84, 'font-weight="700"')}
${text(descriptionLines, descriptionTop, 32, 46, 'fill-opacity="0.88"')}
</g>
</svg>`;
}

export function shareImageRoutes(app: FastifyInstance, deps: { tools: () => Promise<readonly HubTool[]> }) {
  const drawn = new Map<string, Promise<Buffer>>();

  app.get(`${SHARE_IMAGE_PREFIX}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const pagePath = file.endsWith('.png') ? file.slice(0, -'.png'.length) : undefined;
    const locale = pageLocaleOf(request.query);
    const site = PAGE_TEXTS[locale];
    let card: Card | undefined;
    if (pagePath === HOME) {
      // The home page's title is the hub's tagline ("小工具 - 帮忙小事，贴心小助手"): its second half.
      const tagline = site.home.split(' - ')[1] ?? site.site;
      card = { site: site.site, title: tagline.charAt(0).toUpperCase() + tagline.slice(1), description: site.description };
    } else if (pagePath) {
      const tool = (await deps.tools()).find((candidate) => candidate.path === pagePath);
      const texts = tool && toolTexts(tool, locale);
      if (texts) card = { site: site.site, title: texts.name, description: texts.description ?? site.description, category: texts.category };
    }
    if (!card) return reply.callNotFound();
    const key = `${locale}\n${JSON.stringify(card)}`;
    let png = drawn.get(key);
    if (!png) {
      if (drawn.size >= MAX_CACHED) drawn.delete(drawn.keys().next().value as string);
      png = sharp(Buffer.from(cardSvg(card))).png({ compressionLevel: 9, palette: true }).toBuffer();
      drawn.set(key, png);
      png.catch(() => drawn.delete(key));
    }
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(await png);
  });
}
