import { DOCUMENT_IMAGE_FILES, wordRestoreResultSchema, type WordRestoreResult } from '@toolhub/contracts';
import { readImageResult } from '../result-image/result';
import type { t as translate } from './messages';

/** The restored page and its figures; undefined when the answer holds no image. */
export const readRestoration = readImageResult(wordRestoreResultSchema, DOCUMENT_IMAGE_FILES.restored);

/** Below this the engine leaves a page unturned (word-restore.ts), and the spread of light is noise. */
const NO_SKEW = 0.1;
const EVEN_LIGHT = 3;

/** What restoring did, in the visitor's words. */
export function restorationFacts(data: WordRestoreResult, t: typeof translate): string[] {
  const skew = Math.abs(data.SkewDegrees);
  return [
    ...(data.Flattened ? [t('flattened')] : []),
    skew >= NO_SKEW ? t('straightened', { degrees: skew.toFixed(1) }) : t('straight'),
    data.LightSpreadBefore >= EVEN_LIGHT
      ? t('lightEvened', { before: Math.round(data.LightSpreadBefore), after: Math.round(data.LightSpreadAfter) })
      : t('lightEven'),
    t('sharpened'),
  ];
}
