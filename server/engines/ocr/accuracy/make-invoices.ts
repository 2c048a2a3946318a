/**
 * Draws the accuracy suite's invoices (invoices.ts) in the layout of a Chinese VAT electronic
 * invoice: title, code / number / date / check code at the top right, the buyer's box, the
 * ruled items table with its total row, the total in words and figures, the seller's box.
 * `cd server && npx tsx engines/ocr/accuracy/make-invoices.ts`; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { INVOICES, type InvoiceTruth } from './invoices';
import { escapeXml } from '../../../src/xml';

const FONT = 'Noto Sans CJK SC';
const INK = '#8a4b2a'; // the brown of the printed form
const text = (x: number, y: number, value: string, { size = 20, fill = '#111', anchor = 'start' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
const rect = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="2"/>`;
const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK}" stroke-width="1.5"/>`;

/** Column left edges of the items table and their headers. */
const COLUMNS: [number, string][] = [
  [60, '货物或应税劳务、服务名称'],
  [420, '规格型号'],
  [560, '单位'],
  [640, '数量'],
  [740, '单价'],
  [880, '金额'],
  [1040, '税率'],
  [1140, '税额'],
];

function invoiceSvg(inv: InvoiceTruth): string {
  const W = 1320;
  const parts: string[] = [`<rect width="100%" height="100%" fill="#fff"/>`];
  parts.push(text(W / 2, 70, inv.title, { size: 34, fill: INK, anchor: 'middle' }));
  parts.push(line(W / 2 - 200, 86, W / 2 + 200, 86), line(W / 2 - 200, 92, W / 2 + 200, 92));
  const meta: [string, string][] = [['发票代码', inv.code], ['发票号码', inv.number], ['开票日期', inv.date], ['校验码', inv.checkCode]];
  meta.forEach(([label, value], i) => parts.push(text(880, 60 + i * 34, `${label}：`, { fill: INK }), text(990, 60 + i * 34, value)));

  // Buyer box.
  parts.push(rect(40, 200, W - 80, 110), text(60, 240, '购买方', { fill: INK, size: 22 }));
  parts.push(text(180, 240, '名称：', { fill: INK }), text(260, 240, inv.buyer.name), text(180, 285, '纳税人识别号：', { fill: INK }), text(330, 285, inv.buyer.taxId));

  // Items table.
  const top = 330;
  const rowH = 44;
  const rows = inv.items.length + 2; // header, items, total
  parts.push(rect(40, top, W - 80, rowH * rows));
  for (let r = 1; r < rows; r++) parts.push(line(40, top + r * rowH, W - 40, top + r * rowH));
  for (const [x] of COLUMNS.slice(1)) parts.push(line(x - 10, top, x - 10, top + rowH * (rows - 1)));
  COLUMNS.forEach(([x, header]) => parts.push(text(x, top + 29, header, { fill: INK, size: 18 })));
  inv.items.forEach((item, i) => {
    const y = top + rowH * (i + 1) + 29;
    const cells = [item.name, item.spec, item.unit, item.quantity, item.price, item.amount, item.rate, item.tax];
    cells.forEach((cell, c) => cell && parts.push(text(COLUMNS[c][0], y, cell, { size: 18 })));
  });
  const totalY = top + rowH * (rows - 1) + 29;
  parts.push(text(60, totalY, '合计', { fill: INK }), text(COLUMNS[5][0], totalY, inv.amount), text(COLUMNS[7][0], totalY, inv.tax));

  // Total in words and figures.
  const sumTop = top + rowH * rows;
  parts.push(rect(40, sumTop, W - 80, 56));
  parts.push(text(60, sumTop + 36, '价税合计（大写）', { fill: INK }), text(260, sumTop + 36, `ⓧ ${inv.totalInWords}`));
  parts.push(text(880, sumTop + 36, '（小写）', { fill: INK }), text(970, sumTop + 36, inv.total));

  // Seller box.
  const sellerTop = sumTop + 76;
  parts.push(rect(40, sellerTop, W - 80, 110), text(60, sellerTop + 40, '销售方', { fill: INK, size: 22 }));
  parts.push(text(180, sellerTop + 40, '名称：', { fill: INK }), text(260, sellerTop + 40, inv.seller.name));
  parts.push(text(180, sellerTop + 85, '纳税人识别号：', { fill: INK }), text(330, sellerTop + 85, inv.seller.taxId));
  const H = sellerTop + 150;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

const dir = path.join(import.meta.dirname, 'invoice');
fs.mkdirSync(dir, { recursive: true });
for (const [i, invoice] of INVOICES.entries()) {
  fs.writeFileSync(path.join(dir, `invoice-${i + 1}.png`), await sharp(Buffer.from(invoiceSvg(invoice))).png().toBuffer());
}
console.info(`written ${INVOICES.length} invoices`);
