/**
 * The tables of the accuracy suite and their ground truth: rows of cells, as HTML writes a
 * table (a spanned cell appears once, where it starts). `make-tables.ts` draws them.
 */

export interface TruthCell {
  text: string;
  rowSpan?: number;
  columnSpan?: number;
}

export interface TruthTable {
  name: string;
  /** Drawn with rules around every cell (true), or as text in columns only (false). */
  ruled: boolean;
  columnWidths: number[];
  rows: TruthCell[][];
  /** Drawn, then "photographed": turned this many degrees clockwise, softened and saved as a JPEG. */
  photoTurn?: number;
}

/** The file of a table of the set. */
export const tableFile = (table: TruthTable) => `${table.name}.${table.photoTurn === undefined ? 'png' : 'jpg'}`;

const cells = (...texts: string[]): TruthCell[] => texts.map((text) => ({ text }));

const PRICES: TruthCell[][] = [
  cells('Code', 'Item', 'Unit', 'Price (USD)'),
  cells('A-101', 'Recycled paper, A4', 'ream', '4.95'),
  cells('A-102', 'Ballpoint pen, blue', 'box of 12', '3.60'),
  cells('B-210', 'Desk lamp with USB port', 'piece', '27.80'),
  cells('B-315', 'Stapler, heavy duty', 'piece', '12.45'),
  cells('C-007', 'Whiteboard markers', 'set of 4', '6.30'),
];

export const TABLES: TruthTable[] = [
  {
    name: 'ruled-sales',
    ruled: true,
    columnWidths: [150, 210, 190, 190],
    rows: [
      [{ text: '2024年各地区季度销售额（万元）', columnSpan: 4 }],
      cells('地区', '城市', '第一季度', '第二季度'),
      [{ text: '华东', rowSpan: 2 }, ...cells('上海', '1,284.50', '1,402.75')],
      cells('杭州', '736.20', '811.05'),
      [{ text: '华南', rowSpan: 2 }, ...cells('广州', '958.00', '1,020.40')],
      cells('深圳', '1,105.90', '1,230.15'),
      [{ text: '合计', columnSpan: 2 }, ...cells('4,084.60', '4,464.35')],
    ],
  },
  {
    name: 'ruled-prices',
    ruled: true,
    columnWidths: [120, 330, 150, 160],
    rows: PRICES,
  },
  { name: 'ruled-prices-photo', ruled: true, columnWidths: [120, 330, 150, 160], rows: PRICES, photoTurn: 1.8 },
  {
    name: 'unruled-schedule',
    ruled: false,
    columnWidths: [170, 260, 190, 170],
    rows: [
      cells('日期', '课程', '教室', '教师'),
      cells('3月4日', '高等数学', '教学楼A203', '王老师'),
      cells('3月5日', 'English Reading', 'B楼105', 'Ms. Smith'),
      cells('3月6日', '大学物理实验', '实验楼301', '李老师'),
      cells('3月7日', '程序设计基础', '机房C402', '张老师'),
      cells('3月8日', 'Linear Algebra', 'A楼118', '陈老师'),
    ],
  },
  {
    name: 'unruled-stock',
    ruled: false,
    columnWidths: [200, 240, 160, 190],
    rows: [
      [{ text: '仓库月末库存盘点表（2024年6月30日）', columnSpan: 4 }],
      cells('物料编号', '名称', '数量', '存放位置'),
      cells('M-3012', '不锈钢螺丝', '12,500', '一号仓A区'),
      cells('M-3047', 'Cable ties', '3,200', '一号仓B区'),
      cells('P-1105', '包装纸箱', '860', '二号仓'),
      cells('P-1190', 'Bubble wrap', '45', '二号仓'),
    ],
  },
];

/** The truth as positioned cells: each cell's row and column in the full grid, and its spans. */
export function positionedCells(table: TruthTable) {
  const taken = new Set<string>();
  const placed: { row: number; column: number; rowSpan: number; columnSpan: number; text: string }[] = [];
  for (const [row, cellsOfRow] of table.rows.entries()) {
    let column = 0;
    for (const cell of cellsOfRow) {
      while (taken.has(`${row},${column}`)) column++;
      const [rowSpan, columnSpan] = [cell.rowSpan ?? 1, cell.columnSpan ?? 1];
      for (let r = row; r < row + rowSpan; r++) for (let c = column; c < column + columnSpan; c++) taken.add(`${r},${c}`);
      placed.push({ row, column, rowSpan, columnSpan, text: cell.text });
      column += columnSpan;
    }
  }
  return placed;
}
