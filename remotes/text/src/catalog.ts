import type { ToolMeta } from '@toolhub/contracts';
import { articleSummaryEntry } from './tools/article-summary/entry';
import { docAiEntry } from './tools/doc-ai/entry';
import { parseFileEntry } from './tools/parse-file/entry';
import { webPageEntry } from './tools/web-page/entry';

/**
 * The text family's tools, read by the shell (and by the build, in Node: so type imports
 * only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [articleSummaryEntry, docAiEntry, parseFileEntry, webPageEntry];

export default catalog;
