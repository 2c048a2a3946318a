import { REQ_TYPES, type RecognisedTable, type ToolMeta } from '@toolhub/contracts';
import { RecognitionScreen } from '@toolhub/ui';
import { useState } from 'react';
import { PolygonBoxes } from '../../shared/PolygonBoxes';
import { cellKey, readTables } from './result';
import { TableResult } from './TableResult';

/**
 * Table recognition: the generic recognition screen asking for TableRecognize; its result
 * the table with its spans, downloadable as Excel and CSV, each cell's box over the image.
 */
export default function TableOcr({ tool }: { tool: ToolMeta }) {
  // The cell under the pointer or the keyboard focus, marked both in the table and on the image.
  const [activeCell, setActiveCell] = useState<string>();
  return (
    <RecognitionScreen<RecognisedTable[]>
      tool={tool}
      subReqType={REQ_TYPES.TableRecognize}
      readResult={readTables}
      renderResult={(tables) => <TableResult tables={tables} activeCell={activeCell} onActivate={setActiveCell} />}
      renderOverlay={(tables, image) => (
        <PolygonBoxes
          shapes={tables.flatMap((table, t) => table.Cells.map((cell, c) => ({ key: cellKey(t, c), polygon: cell.Polygon })))}
          image={image}
          active={activeCell}
          onActivate={setActiveCell}
        />
      )}
    />
  );
}
