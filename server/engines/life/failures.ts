/**
 * A life task that cannot answer: the visitor reads `err is <detail>` in the page's language
 * (the screens word each LIFE_FAILURES detail), and no use is consumed. A photo that is no
 * image answers 1201 (the catalogue's "no image detected"); everything else is a 1300.
 */
import { ERROR_CODES, LIFE_FAILURES, type LifeFailure } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export const lifeFailure = (detail: LifeFailure) =>
  new TaskFailure(detail === LIFE_FAILURES.unreadablePhoto ? ERROR_CODES.NO_IMAGE : ERROR_CODES.BAD_REQUEST, detail);
