import { DOCUMENT_IMAGE_FILES, handwritingErasureResultSchema, type HandwritingErasureResult } from '@toolhub/contracts';
import { readImageResult } from '../result-image/result';
import type { t as translate } from './messages';

/** The erased page and its figures; undefined when the answer holds no image. */
export const readErasure = readImageResult(handwritingErasureResultSchema, DOCUMENT_IMAGE_FILES.handwritingErased);

/** What erasing did, in the visitor's words. */
export function erasureFacts(data: HandwritingErasureResult, t: typeof translate): string[] {
  return [
    data.ErasedPercent > 0 ? t('erased', { percent: data.ErasedPercent < 0.1 ? '<0.1' : data.ErasedPercent.toFixed(1) }) : t('nothingErased'),
    t('printedLines', { count: data.PrintedLines }),
  ];
}
