/** What the upload box says when it refuses files, and its size hint: with the figures of its limits. */
import type { useT } from '../messages';
import { formatMegabytes } from './accept';
import { BYTES_PER_MB, type ImageLimits, type PickLimits } from './limits';
import type { UploadRejection } from './UploadBox';

type Translate = ReturnType<typeof useT>;

/** MB as the caller set them (1e6 bytes each): 0.5 → '0.5', 20 → '20'. */
const formatMB = (mb: number) => String(Math.round(mb * 100) / 100);

/** The bound on the sides the refusal is about: both, or the one that is set. */
function imageLimitText(t: Translate, width: number | undefined, height: number | undefined): string {
  if (width !== undefined && height !== undefined) return t('imageWidthAndHeight', { width, height });
  return width !== undefined ? t('imageWidth', { width }) : t('imageHeight', { height: height ?? '' });
}

export function refusalText(t: Translate, reason: UploadRejection, limits: PickLimits = {}): string {
  const image: ImageLimits = limits.image ?? {};
  switch (reason) {
    case 'fileTooSmall':
      return t('fileTooSmall', { min: formatMB(limits.minMB ?? 0) });
    case 'tooManyFiles':
      return t('tooManyFiles', { count: limits.maxFiles ?? 1 });
    case 'tooFewFiles':
      return t('tooFewFiles', { count: limits.minFiles ?? 1 });
    case 'imageTooSmall':
      return t('imageTooSmall', { limit: imageLimitText(t, image.minWidth, image.minHeight) });
    case 'imageTooLarge':
      return t('imageTooLarge', { limit: imageLimitText(t, image.maxWidth, image.maxHeight) });
    case 'readerError':
      // The recognition screen's words for the same failure.
      return t('errorReadingFile');
    default:
      // fileTooLarge says the spec's '文件过大' alone (the hint names the limit); fileTypeUnsupported, imageNotLoaded.
      return t(reason);
  }
}

/**
 * The hint under the button: the smaller of `maxSize` (shown in M of 1024 × 1024 bytes, as the
 * box always has) and `limits.maxMB` (shown as set), and the range when `limits.minMB` is set.
 */
export function sizeHintText(t: Translate, maxSize: number, limits: PickLimits = {}): string {
  const { minMB, maxMB } = limits;
  const max = maxMB !== undefined && maxMB * BYTES_PER_MB < maxSize ? formatMB(maxMB) : formatMegabytes(maxSize);
  return minMB !== undefined ? t('sizeRangeHint', { min: formatMB(minMB), max }) : t('sizeHint', { size: max });
}
