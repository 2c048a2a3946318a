import type { TextDetection } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import { svgPointsOf } from './result';
import styles from './basic-ocr.module.css';

export interface LineBoxesProps {
  lines: readonly TextDetection[];
  image: PreviewImage;
  activeLine?: number;
  onActivate: (line: number | undefined) => void;
}

/**
 * The line boxes over the preview. The viewBox is the image's natural size, the engine's
 * coordinates, so the boxes scale with the drawn image. The text list is what assistive
 * technology reads; the boxes only show where each line sits.
 */
export function LineBoxes({ lines, image, activeLine, onActivate }: LineBoxesProps) {
  return (
    <svg className={styles.boxes} viewBox={`0 0 ${image.width} ${image.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {lines.map((line, index) => {
        const points = svgPointsOf(line);
        return points ? (
          <polygon
            key={index}
            points={points}
            className={styles.box}
            data-line={index}
            data-active={index === activeLine || undefined}
            onMouseEnter={() => onActivate(index)}
            onMouseLeave={() => onActivate(undefined)}
          />
        ) : null;
      })}
    </svg>
  );
}
