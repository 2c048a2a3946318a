import type { FontMatch } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import { svgPointsOf } from './result';
import styles from './ad-font.module.css';

export interface MatchBoxesProps {
  lines: readonly FontMatch[];
  image: PreviewImage;
  activeLine?: number;
  onActivate: (line: number | undefined) => void;
}

/**
 * The line boxes over the preview, in the image's own pixels (the viewBox is its natural
 * size, so the boxes scale with the drawn image). The list beside is what assistive
 * technology reads; the boxes only show where each line sits.
 */
export function MatchBoxes({ lines, image, activeLine, onActivate }: MatchBoxesProps) {
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
