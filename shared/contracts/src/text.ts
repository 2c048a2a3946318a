/**
 * The text family: article summary, document AI and file / web-page parsing (spec §1; §7 `doc_ai`,
 * `/api/parseFile`, `/api/parseWebPage`, `/api/parseWxPage`) — what each task takes as
 * business_data.data and what it answers. Every engine runs on this server: nothing is sent out.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';

/** Task types (business_data.type): the hub's own numbers, like IMAGE_EFFECT_TYPES. */
export const TEXT_TYPES = {
  Summary: 121,
  DocAi: 122,
  ParseFile: 123,
  WebPage: 124,
} as const;
export type TextTool = keyof typeof TEXT_TYPES;

/** Each tool's quota scene. */
export const TEXT_SCENES = {
  Summary: 'article_summary',
  DocAi: 'doc_ai',
  ParseFile: 'parse_file',
  WebPage: 'parse_web_page',
} as const satisfies Record<TextTool, string>;
export const TEXT_FAMILY_SCENES = Object.values(TEXT_SCENES);
/** The family's one catalog category. */
export const TEXT_CATEGORY = '文字工具';
/** The document types the screens upload (the hub's storage takes each of them). */
export const TEXT_UPLOAD_TYPES = ['pdf', 'docx', 'doc', 'xlsx', 'xls', 'pptx', 'ppt', 'txt', 'html'] as const;

/** The path of the chat-app article call: it takes mp.weixin.qq.com articles only. */
export const WX_PAGE_CALL = '/api/parseWxPage';

/**
 * The family's calls that start a task (`/cgi-bin/tools/<name>`, `/api/…`), by path, each onto
 * its request type (joined with the other families' in tool-calls.ts; the thin routes are in
 * server/src/tasks/routes.ts). The spec names no call for the summary.
 */
export const TEXT_TOOL_CALLS: Record<string, number> = {
  '/cgi-bin/tools/doc_ai': TEXT_TYPES.DocAi,
  '/api/parseFile': TEXT_TYPES.ParseFile,
  '/api/parseWebPage': TEXT_TYPES.WebPage,
  [WX_PAGE_CALL]: TEXT_TYPES.WebPage,
};

/**
 * What a call fixes in its task's input, over what the caller sent: `/api/parseWxPage` is the
 * web-page task that takes WeChat articles only. For the thin routes (server/src/tasks/routes.ts)
 * to merge as `{ ...input, ...TEXT_CALL_INPUTS[path] }`.
 */
export const TEXT_CALL_INPUTS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = { [WX_PAGE_CALL]: { wxOnly: true } };

/** The family's calls that only read a task by its `task_id` (see TASK_QUERY_CALLS). */
export const TEXT_QUERY_CALLS: readonly string[] = [];

/** Longest text the summary takes, in characters (a long magazine article is about 20,000). */
export const SUMMARY_MAX_CHARS = 50_000;
/** Fewer characters than this have nothing to summarise. */
export const SUMMARY_MIN_CHARS = 20;
/** Longest question to the document AI. */
export const QUESTION_MAX_CHARS = 200;
/** Largest document the family reads (bytes); the catalog's maxsize says the same to the screen. */
export const TEXT_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Most pages of a PDF the family reads. */
export const TEXT_DOCUMENT_MAX_PAGES = 500;
/** Largest web page fetched (bytes of HTML). */
export const WEB_PAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Why a text task gave no result: the detail of `err is <detail>` (code 1300). Nothing is
 * charged for any of them. The screens word each in zh-CN and en.
 */
export const TEXT_FAILURES = {
  /** Nothing to read: an empty paste, a document with no text layer, an empty page. */
  noText: 'no text found',
  /** More than the tool's limit (SUMMARY_MAX_CHARS, TEXT_DOCUMENT_MAX_PAGES …). */
  tooLong: 'text too long',
  /** Pasted "text" that is binary (control characters, replacement characters). */
  notText: 'not readable text',
  /** A document the readers cannot open: corrupt, truncated, or not what its name says. */
  unreadable: 'error reading file',
  /** A format the family does not read. */
  unsupported: 'file type not supported',
  /** A password-protected PDF or Office document. */
  encrypted: 'document is encrypted',
  /** A DOCX/XLSX/PPTX whose parts would unpack past the limit (a zip bomb), or too many bytes. */
  tooLarge: 'file too large',
  /** The URL is not http(s), or points at an address this server must not fetch (SSRF guard). */
  urlRefused: 'url not allowed',
  /** The page did not answer, answered an error, or took too long. */
  fetchFailed: 'page could not be fetched',
  /** The page has no readable article. */
  noArticle: 'no article found',
  /** `/api/parseWxPage` with a URL that is not an mp.weixin.qq.com article. */
  notWxArticle: 'not a WeChat article',
  /** No passage of the document answers the question. */
  noAnswer: 'no answer found',
  /** The document AI's language model service (ops' adapter) did not answer. */
  llmDown: 'language model unavailable',
} as const;
export type TextFailure = (typeof TEXT_FAILURES)[keyof typeof TEXT_FAILURES];

const objectKey = z.string().check(z.minLength(1), z.maxLength(512));
const uploadedName = z.string().check(z.minLength(1), z.maxLength(255));
const webUrl = z.string().check(z.minLength(1), z.maxLength(2048));

/** A document uploaded to the hub's storage, and the name the visitor gave it (its extension tells the format). */
export const uploadedDocumentSchema = z.object({ file: objectKey, name: uploadedName });
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** How long a summary is: about a tenth, a fifth or a third of the sentences (at least 1, 3, 5). */
export const SUMMARY_LENGTHS = ['short', 'medium', 'long'] as const;
export type SummaryLength = (typeof SUMMARY_LENGTHS)[number];

/** Where the summarised text comes from: exactly one of text, file (+ name) or url. */
export const summaryInputSchema = deferred(() => z.object({
  text: z.optional(z.string().check(z.maxLength(SUMMARY_MAX_CHARS * 2))),
  file: z.optional(objectKey),
  name: z.optional(uploadedName),
  url: z.optional(webUrl),
  length: z.enum(SUMMARY_LENGTHS),
}));
export type SummaryInput = z.infer<typeof summaryInputSchema>;

export const TEXT_LANGUAGES = ['zh', 'en'] as const;

/** One sentence of the original, in order; the summary's sentences are marked `Key`. */
export const summarySentenceSchema = deferred(() => z.object({ Text: z.string(), Key: z.boolean(), Paragraph: z.int() }));
export const summaryResultSchema = deferred(() => z.object({
  /** Always extractive: the summary is sentences of the original, never new words. */
  Engine: z.literal('textrank'),
  Language: z.enum(TEXT_LANGUAGES),
  /** The page's or document's title, when the source had one. */
  Title: z.optional(z.string()),
  /** The key sentences joined, in the original's order. */
  Summary: z.string(),
  Sentences: z.array(summarySentenceSchema),
  /** Characters of the original that were summarised. */
  Characters: z.int(),
  Keywords: z.array(z.string()),
}));
export type SummaryResult = z.infer<typeof summaryResultSchema>;

export const docAiInputSchema = deferred(() => z.object({
  ...uploadedDocumentSchema.shape,
  question: z.string().check(z.minLength(1), z.maxLength(QUESTION_MAX_CHARS), z.refine((text) => text.trim().length > 0)),
}));
export type DocAiInput = z.infer<typeof docAiInputSchema>;

/** A passage of the document that answers, quoted as it is, with where it is. */
export const docAiQuoteSchema = deferred(() => z.object({
  Text: z.string(),
  /** The PDF page, from 1; absent for documents without pages. */
  Page: z.optional(z.int()),
  /** The paragraph, from 1: within the page for a PDF, within the document otherwise. */
  Paragraph: z.int(),
  /** BM25 score, higher is closer. */
  Score: z.number(),
}));
export type DocAiQuote = z.infer<typeof docAiQuoteSchema>;
export const DOC_AI_ENGINES = [
  /** BM25 passage retrieval over jieba tokens: the answer is the best passage, quoted. */
  'bm25',
  /** The passages handed to a language model service ops run (OpenAI-compatible API). */
  'llm',
] as const;
export const docAiResultSchema = deferred(() => z.object({
  Engine: z.enum(DOC_AI_ENGINES),
  /** bm25: the best passage's most relevant sentences, quoted; llm: the model's answer. */
  Answer: z.string(),
  Quotes: z.array(docAiQuoteSchema),
  Pages: z.optional(z.int()),
  Passages: z.int(),
}));
export type DocAiResult = z.infer<typeof docAiResultSchema>;

export const parseFileInputSchema = uploadedDocumentSchema;
export type ParseFileInput = z.infer<typeof parseFileInputSchema>;
export const PARSED_FORMATS = ['pdf', 'docx', 'xlsx', 'pptx', 'office', 'txt', 'html'] as const;
export type ParsedFormat = (typeof PARSED_FORMATS)[number];
/** A block of a document's structure. */
export const parsedBlockSchema = deferred(() => z.object({
  Kind: z.enum(['heading', 'paragraph', 'list', 'table']),
  /** Headings: 1–6. */
  Level: z.optional(z.int()),
  Text: z.string(),
}));
export const parsedSheetSchema = deferred(() => z.object({ Name: z.string(), Rows: z.array(z.array(z.string())) }));
export const parseFileResultSchema = deferred(() => z.object({
  Format: z.enum(PARSED_FORMATS),
  Title: z.optional(z.string()),
  /** All the text, pages / sheets apart by blank lines. */
  Text: z.string(),
  Characters: z.int(),
  /** PDF (and formats read through PDF): each page's text, its layout kept. */
  Pages: z.optional(z.array(z.string())),
  /** DOCX, HTML, TXT: headings, paragraphs, lists, tables in order. */
  Blocks: z.optional(z.array(parsedBlockSchema)),
  /** XLSX: each sheet's cells as text. */
  Sheets: z.optional(z.array(parsedSheetSchema)),
}));
export type ParseFileResult = z.infer<typeof parseFileResultSchema>;

export const webPageInputSchema = deferred(() => z.object({
  url: webUrl,
  /** Only an mp.weixin.qq.com article is taken (`/api/parseWxPage`). */
  wxOnly: z.optional(z.boolean()),
}));
export type WebPageInput = z.infer<typeof webPageInputSchema>;
export const webPageResultSchema = deferred(() => z.object({
  /** The address the article was read from, after redirects. */
  Url: z.string(),
  Title: z.string(),
  Author: z.optional(z.string()),
  /** As the page states it (ISO 8601 when the page gives a machine date). */
  Published: z.optional(z.string()),
  SiteName: z.optional(z.string()),
  Excerpt: z.optional(z.string()),
  /** The article's paragraphs as plain text. */
  Paragraphs: z.array(z.string()),
  Text: z.string(),
  /** Absolute http(s) addresses of the article's images (not fetched by the server). */
  Images: z.array(z.string()),
}));
export type WebPageResult = z.infer<typeof webPageResultSchema>;
