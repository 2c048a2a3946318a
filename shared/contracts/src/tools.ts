// zod/mini, not classic zod: its functional API tree-shakes, so a browser bundle that
// imports the contracts carries only the validators it uses (classic's chained methods
// pull in all of zod, ~27 KB gz per app).
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Tool ids (spec §3 "Tool ids"). */
export const TOOL_IDS = {
  HandwritingErasure: 5,
  PdfSplit: 16,
  PdfMerge: 21,
  PdfEncrypt: 27,
  PdfDecrypt: 28,
  PdfCompress: 29,
  CloudProxy: 39,
  AiArt: 49,
  ImageRecognize: 51,
  BasicOcr: 52,
  InvoiceRecognize: 53,
  WordRestore: 54,
  TableRecognize: 55,
} as const;

/** Request types of the tool task (spec §3 "Tool-type numbers"). */
export const REQ_TYPES = {
  HandwritingErasure: 3,
  TableRecognize: 5,
  WordRestore: 7,
  BasicOcr: 15,
  InvoiceRecognize: 17,
  PdfSplit: 19,
  PdfMerge: 27,
  PdfEncrypt: 33,
  PdfDecrypt: 35,
  PdfCompress: 37,
  CloudProxyOCR: 55,
} as const;

/**
 * One tool as a remote lists it in its exposed `./catalog` (DESIGN §3, the remote
 * contract). `path` is the page at `/{path}.html`; `module` is the exposed module name.
 */
/** A tool's texts in one language. */
export const toolTextsSchema = deferred(() => z.object({
  name: z.string().check(z.minLength(1)),
  keyword: z.string(),
  category: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
}));
export type ToolTexts = z.infer<typeof toolTextsSchema>;

export const toolMetaSchema = z.object({
  toolid: z.int().check(z.positive()),
  /** The page is `/{path}.html`. */
  path: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]*$/, 'lowercase letters, digits, - and _, starting with a letter or a digit (the page is /{path}.html)')),
  name: z.string().check(z.minLength(1)),
  /** Words search matches besides the name, space separated. */
  keyword: z.string(),
  category: z.string().check(z.minLength(1)),
  icon: z.string(),
  scene: z.string(),
  reqType: z.optional(z.int()),
  needCharge: z.boolean(),
  maxsize: z.optional(z.int().check(z.positive())),
  /** The exposed module of the remote that renders this tool, e.g. `./Mortgage`. */
  module: z.string().check(z.startsWith('./', "the name of a module the remote exposes, starting with './' (e.g. ./Mortgage)")),
  /** One sentence for the landing page and the page description. */
  description: z.optional(z.string()),
  /**
   * The same texts in English (the name, keyword and category above are zh-CN, the product's
   * first language). The build factory refuses a workspace remote's tool without them; a
   * remote built elsewhere without them shows its Chinese texts on English pages.
   */
  en: z.optional(toolTextsSchema),
});
export type ToolMeta = z.infer<typeof toolMetaSchema>;

/** A tool's texts in the page's language: English where the catalog gives them, else the zh-CN ones. */
export function toolTexts(tool: Pick<ToolMeta, 'name' | 'keyword' | 'category' | 'description' | 'en'>, locale: string): ToolTexts {
  const zh = { name: tool.name, keyword: tool.keyword, category: tool.category, description: tool.description };
  return locale === 'en' && tool.en ? { ...zh, ...tool.en, description: tool.en.description ?? tool.description } : zh;
}

export const catalogSchema = deferred(() => z.array(toolMetaSchema));

/**
 * Why a tool cannot run on this server: its engine lacks a program, a font or a model file
 * (the server checks at start-up). `missing` names the pieces as the machine knows them
 * (`qpdf`, `Noto Sans CJK SC`); `reason` says it in a sentence, for logs and API callers.
 */
export const toolUnavailableSchema = deferred(() => z.object({ reason: z.string(), missing: z.array(z.string()) }));
export type ToolUnavailable = z.infer<typeof toolUnavailableSchema>;

/**
 * A tool of the hub: its catalog entry plus the remote that serves it, and — set by the
 * server, never by a remote's catalog — why it is unavailable here.
 */
export const hubToolSchema = deferred(() => z.extend(toolMetaSchema, { remote: z.string(), unavailable: z.optional(toolUnavailableSchema) }));
export type HubTool = z.infer<typeof hubToolSchema>;

/** Tool list item (spec §3) as `/api/get_tool_list` answers it. */
export const toolListItemSchema = deferred(() => z.object({
  icon: z.string(),
  name: z.string(),
  keyword: z.string(),
  url: z.string(),
  path: z.string(),
}));
export type ToolListItem = z.infer<typeof toolListItemSchema>;

/** Tool record (spec §3): average score 0–5 and number of ratings. */
export const toolRecordSchema = z.object({
  toolid: z.int(),
  score: z.number().check(z.gte(0), z.lte(5)),
  score_pv: z.int().check(z.gte(0)),
});
export type ToolRecord = z.infer<typeof toolRecordSchema>;

/** Page path suffix of tool pages (spec §2). */
export const PAGE_SUFFIX = '.html';
export const toolUrl = (path: string) => (path ? `/${path}${PAGE_SUFFIX}` : '/');

/**
 * The picture a shared link to a page shows (Open Graph, the chat app's share card), drawn by
 * the server for each page of the catalog in its language; `path` '' is the home page.
 */
export const SHARE_IMAGE_PREFIX = '/share-image';
export const shareImagePath = (path: string, locale: string) => `${SHARE_IMAGE_PREFIX}/${path || 'index'}.png${locale === 'en' ? '?lang=en' : ''}`;

/**
 * The living style guide of @toolhub/ui (issue 16): every primitive in every state, for tool
 * teams. Served wherever TOOLHUB_ENV is not `prod`; in production it is an ordinary 404.
 */
export const STYLEGUIDE_PATH = '/styleguide';
