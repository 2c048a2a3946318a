/**
 * How a table of the accuracy suite is drawn (tables.ts holds its cells), with the Noto fonts
 * (SIL Open Font Licence), so each image is ours to ship and its truth is exactly what was
 * drawn: ruled round every cell or text in columns only, a header row in bold, a spanned
 * cell's text centred in it; a "photographed" one is turned, softened and saved as a JPEG.
 * One drawing for the committed set (make-tables.ts) and the bench's fresh one (bench/recognition-set.ts).
 */
import sharp from 'sharp';
import { positionedCells, type TruthTable } from './tables';
import { escapeXml } from '../../../src/xml';

const [MARGIN, ROW_HEIGHT, FONT_SIZE] = [60, 64, 26];

function tableSvg(table: TruthTable) {
  const lefts = table.columnWidths.reduce<number[]>((acc, width) => [...acc, acc[acc.length - 1] + width], [MARGIN]);
  const width = lefts[lefts.length - 1] + MARGIN;
  const height = MARGIN * 2 + table.rows.length * ROW_HEIGHT;
  const parts: string[] = [];
  for (const cell of positionedCells(table)) {
    const [x, y] = [lefts[cell.column], MARGIN + cell.row * ROW_HEIGHT];
    const [w, h] = [lefts[cell.column + cell.columnSpan] - x, cell.rowSpan * ROW_HEIGHT];
    if (table.ruled) parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#333" stroke-width="2"/>`);
    // Headers (the first row) bold; a spanned cell's text centred in it, the others from the left.
    const weight = cell.row === 0 ? 'bold' : 'normal';
    const centred = cell.columnSpan > 1 || cell.rowSpan > 1;
    const textX = centred ? x + w / 2 : x + 14;
    parts.push(
      `<text x="${textX}" y="${y + h / 2 + FONT_SIZE * 0.36}" text-anchor="${centred ? 'middle' : 'start'}" font-family="Noto Sans CJK SC" font-weight="${weight}" font-size="${FONT_SIZE}" fill="#1a1a1a">${escapeXml(cell.text)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
}

/** The table's image: a PNG, or a JPEG of quality `photoQuality` when it is photographed (turned `photoTurn`). */
export async function tableImage(table: TruthTable, photoQuality = 80): Promise<Buffer> {
  const drawn = sharp(Buffer.from(tableSvg(table)));
  if (table.photoTurn === undefined) return drawn.png().toBuffer();
  return sharp(await drawn.png().toBuffer())
    .rotate(table.photoTurn, { background: '#f4f1ea' })
    .blur(0.7)
    .jpeg({ quality: photoQuality })
    .toBuffer();
}
