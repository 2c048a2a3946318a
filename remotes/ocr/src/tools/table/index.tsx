import { REQ_TYPES, type RecognisedTable, type ToolMeta } from '@toolhub/contracts';
import type { PreviewImage } from '@toolhub/ui';
import { MarkedScreen, type Marking } from '../../shared/MarkedScreen';
import { PolygonBoxes } from '../../shared/PolygonBoxes';
import { cellKey, readTables } from './result';
import { TableResult, tableResultHead } from './TableResult';

/** Every cell's box, keyed by its table and its place in it. */
function CellBoxes({ result: tables, ...rest }: { result: readonly RecognisedTable[]; image: PreviewImage } & Marking<string>) {
  return <PolygonBoxes shapes={tables.flatMap((table, t) => table.Cells.map((cell, c) => ({ key: cellKey(t, c), polygon: cell.Polygon })))} {...rest} />;
}

/**
 * Table recognition: the generic recognition screen asking for TableRecognize; its result
 * the table with its spans, downloadable as Excel and CSV, each cell's box over the image.
 */
export default function TableOcr({ tool }: { tool: ToolMeta }) {
  return <MarkedScreen<RecognisedTable[], string> tool={tool} subReqType={REQ_TYPES.TableRecognize} readResult={readTables} renderHead={tableResultHead} Result={TableResult} Overlay={CellBoxes} />;
}
