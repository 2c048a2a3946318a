/**
 * The text family's task handlers (issue 19), spread into ENGINES of server/src/tasks/registry.ts:
 * one TaskHandlerSpec per request type, its module named by URL so the server process imports
 * none of the engines' code. Keep this file free of engine imports.
 */
import { TEXT_TYPES } from '@toolhub/contracts';
import type { TaskHandlerSpec } from '../../src/tasks/handler';
import { textObjects } from './input-objects';

const here = (file: string) => new URL(file, import.meta.url).href;

export const textHandlers: TaskHandlerSpec[] = [
  // TextRank itself takes milliseconds; the time is for reading a document or fetching a page.
  { type: TEXT_TYPES.Summary, name: '文章摘要', module: here('./summary/task.ts'), exportName: 'articleSummary', timeoutMs: 60_000, metered: true, inputObjects: textObjects },
  // The first question on a document parses and indexes it (LibreOffice is not involved: PDF, DOCX, text).
  { type: TEXT_TYPES.DocAi, name: '文档AI', module: here('./doc-ai/task.ts'), exportName: 'docAi', timeoutMs: 120_000, metered: true, inputObjects: textObjects },
  // A PPTX goes through LibreOffice, which takes seconds to start.
  { type: TEXT_TYPES.ParseFile, name: '文件解析', module: here('./parse-file/task.ts'), exportName: 'parseFile', timeoutMs: 120_000, metered: true, inputObjects: textObjects },
  { type: TEXT_TYPES.WebPage, name: '网页解析', module: here('./web-page/task.ts'), exportName: 'parseWebPage', timeoutMs: 30_000, metered: true },
];
