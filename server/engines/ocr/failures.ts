/**
 * A recognition that cannot give a result: the visitor reads `err is <detail>` (spec §8) with
 * the spec's wording, and no use is consumed.
 */
import { ERROR_CODES, type RECOGNITION_FAILURES } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export const recognitionFailure = (detail: (typeof RECOGNITION_FAILURES)[keyof typeof RECOGNITION_FAILURES]) =>
  new TaskFailure(ERROR_CODES.BAD_REQUEST, detail);
