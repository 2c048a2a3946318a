/**
 * A conversion that cannot give a result: the visitor reads `err is <detail>` in the page's
 * language, and no use is consumed.
 */
import { ERROR_CODES, type PDF_FAILURES } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export type ConvertFailureDetail = (typeof PDF_FAILURES)[keyof typeof PDF_FAILURES];

export const convertFailure = (detail: ConvertFailureDetail) => new TaskFailure(ERROR_CODES.BAD_REQUEST, detail);
