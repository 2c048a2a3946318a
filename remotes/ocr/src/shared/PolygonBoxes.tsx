import type { PreviewImage } from '@toolhub/ui';
import type { Marking } from './MarkedScreen';
import { svgPointsOf, type Point } from './polygon';
import styles from './shared.module.css';

export interface PolygonBoxesProps<K extends string | number> extends Marking<K> {
  /** What to outline: each shape's key (what `active` names) and its corners in the image's pixels. */
  shapes: readonly { key: K; polygon: readonly Point[] }[];
  image: PreviewImage;
}

/**
 * Boxes over the preview, for the lines, cells or matches a recognition found. The viewBox is
 * the image's natural size, the engine's coordinates, so the boxes scale with the drawn
 * image. The result beside it is what assistive technology reads; the boxes only show where
 * each piece sits, and the one under the pointer marks its twin in the result.
 */
export function PolygonBoxes<K extends string | number>({ shapes, image, active, onActivate }: PolygonBoxesProps<K>) {
  return (
    <svg className={styles.boxes} viewBox={`0 0 ${image.width} ${image.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {shapes.map(({ key, polygon }) => {
        const points = svgPointsOf(polygon);
        return points ? (
          <polygon
            key={key}
            points={points}
            className={styles.box}
            data-key={key}
            data-active={key === active || undefined}
            onMouseEnter={() => onActivate(key)}
            onMouseLeave={() => onActivate(undefined)}
          />
        ) : null;
      })}
    </svg>
  );
}

/** The boxes of recognised lines, keyed by their place in the result. */
export function LineBoxes({ result, ...rest }: { result: readonly { Polygon: readonly Point[] }[]; image: PreviewImage } & Marking<number>) {
  return <PolygonBoxes shapes={result.map((line, index) => ({ key: index, polygon: line.Polygon }))} {...rest} />;
}
