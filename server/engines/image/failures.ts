/**
 * An effect that cannot give a result: the visitor reads `err is <detail>` in the page's
 * language, and no use is consumed. An upload that is no image answers 1201 (the catalogue's
 * "no image detected"); everything else is a 1300 with its detail.
 */
import { ERROR_CODES, IMAGE_EFFECT_FAILURES, type ImageEffectFailure } from '@toolhub/contracts';
import { TaskFailure } from '../../src/tasks/handler';

export const imageFailure = (detail: ImageEffectFailure) =>
  new TaskFailure(detail === IMAGE_EFFECT_FAILURES.unreadable ? ERROR_CODES.NO_IMAGE : ERROR_CODES.BAD_REQUEST, detail);
