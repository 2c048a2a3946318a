import type { RecognisedTable } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import { cellKey } from './result';
import styles from './table.module.css';

export interface CellBoxesProps {
  tables: readonly RecognisedTable[];
  image: PreviewImage;
  activeCell?: string;
  onActivate: (cell: string | undefined) => void;
}

/**
 * Every cell's box over the preview, in the image's own pixels (the viewBox), so the boxes
 * scale with the drawn image. The table beside it is what assistive technology reads.
 */
export function CellBoxes({ tables, image, activeCell, onActivate }: CellBoxesProps) {
  return (
    <svg className={styles.boxes} viewBox={`0 0 ${image.width} ${image.height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {tables.flatMap((table, tableIndex) =>
        table.Cells.map((cell, index) => {
          const key = cellKey(tableIndex, index);
          if (cell.Polygon.length < 3) return null;
          return (
            <polygon
              key={key}
              points={cell.Polygon.map(({ X, Y }) => `${X},${Y}`).join(' ')}
              className={styles.box}
              data-active={key === activeCell || undefined}
              onMouseEnter={() => onActivate(key)}
              onMouseLeave={() => onActivate(undefined)}
            />
          );
        }),
      )}
    </svg>
  );
}
