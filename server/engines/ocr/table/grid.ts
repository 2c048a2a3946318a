/**
 * A table's grid — the boundaries between its columns and rows — and the cells it makes,
 * neighbouring grid cells with no boundary drawn between them joined into one spanned cell.
 */

export interface Grid {
  /** From ruled lines (true) or from the gaps in the ink (false). */
  ruled: boolean;
  /** Column boundaries, left to right, the table's left and right edges included. */
  xs: number[];
  /** Row boundaries, top to bottom, the table's top and bottom edges included. */
  ys: number[];
  /** Whether grid cell (row, column) runs on into the one to its right. */
  openRight(row: number, column: number): boolean;
  /** Whether grid cell (row, column) runs on into the one below it. */
  openBelow(row: number, column: number): boolean;
}

export interface GridCell {
  row: number;
  column: number;
  rowSpan: number;
  columnSpan: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The table's cells, row by row, each spanned cell once at its top left. */
export function cellsOf(grid: Grid): GridCell[] {
  const rows = grid.ys.length - 1;
  const columns = grid.xs.length - 1;
  const parent = Array.from({ length: rows * columns }, (_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const join = (a: number, b: number) => (parent[find(a)] = find(b));
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const i = row * columns + column;
      if (column + 1 < columns && grid.openRight(row, column)) join(i, i + 1);
      if (row + 1 < rows && grid.openBelow(row, column)) join(i, i + columns);
    }
  }
  // Each group's extent in grid cells; a group that is not a rectangle takes its bounding one.
  const extents = new Map<number, { row0: number; column0: number; row1: number; column1: number }>();
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const root = find(row * columns + column);
      const extent = extents.get(root);
      if (!extent) extents.set(root, { row0: row, column0: column, row1: row, column1: column });
      else Object.assign(extent, { row1: Math.max(extent.row1, row), column0: Math.min(extent.column0, column), column1: Math.max(extent.column1, column) });
    }
  }
  return [...extents.values()]
    .map(({ row0, column0, row1, column1 }) => ({
      row: row0,
      column: column0,
      rowSpan: row1 - row0 + 1,
      columnSpan: column1 - column0 + 1,
      left: grid.xs[column0],
      top: grid.ys[row0],
      right: grid.xs[column1 + 1],
      bottom: grid.ys[row1 + 1],
    }))
    .sort((a, b) => a.row - b.row || a.column - b.column);
}
