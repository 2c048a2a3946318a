import type { ImageLabel } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import type { CSSProperties } from 'react';
import { useLocale } from '@toolhub/sdk';
import { boxPlacement, colourAt, confidenceText, labelName } from './result';
import type { Marking } from '../../shared/MarkedScreen';
import styles from './image-recognize.module.css';

export interface LabelBoxesProps extends Marking<number> {
  result: readonly ImageLabel[];
  image: PreviewImage;
}

/** A box this close to the image's top has its tag inside, where it stays in view. */
const TAG_INSIDE_BELOW = 0.08;

/**
 * The objects' boxes over the preview, each tagged with its name. The overlay layer is the
 * drawn image, so boxes are placed in percentages of the image's natural size (the engine's
 * pixels) and follow it at any scale; the tags keep a readable size. Larger boxes are drawn
 * first, so an object inside another (a cup on a table) stays under the pointer. The list
 * is what assistive technology reads; the boxes only show where each object sits.
 */
export function LabelBoxes({ result: labels, image, active, onActivate }: LabelBoxesProps) {
  const locale = useLocale();
  const area = (label: ImageLabel) => label.Box.Width * label.Box.Height;
  const order = labels.map((_, index) => index).sort((a, b) => area(labels[b]) - area(labels[a]));
  return (
    <div className={styles.boxes} aria-hidden="true" data-has-active={active !== undefined || undefined}>
      {order.map((index) => {
        const label = labels[index];
        return (
          <div
            key={index}
            className={styles.box}
            style={{ ...boxPlacement(label, image), '--mark-colour': colourAt(index) } as CSSProperties}
            data-label={index}
            data-active={index === active || undefined}
            data-tag-inside={label.Box.Y / image.height < TAG_INSIDE_BELOW || undefined}
            onMouseEnter={() => onActivate(index)}
            onMouseLeave={() => onActivate(undefined)}
          >
            <span className={styles.tag}>
              {labelName(label, locale)} {confidenceText(label.Confidence)}%
            </span>
          </div>
        );
      })}
    </div>
  );
}
