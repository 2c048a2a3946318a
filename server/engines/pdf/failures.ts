/**
 * A PDF task that cannot give a result: the visitor reads `err is <detail>` in the page's
 * language (the screens word PDF_FAILURES), and no use is consumed.
 */
import { ERROR_CODES, PDF_FAILURES } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export type PdfFailure = keyof typeof PDF_FAILURES;

export const pdfFailure = (failure: PdfFailure) => new TaskFailure(ERROR_CODES.BAD_REQUEST, PDF_FAILURES[failure]);

/** The task's input is not what its screen sends (a bug or a hand-made call, not a visitor's file). */
export const badInput = (tool: string) => new TaskFailure(ERROR_CODES.BAD_REQUEST, `the ${tool} request is not valid`);
