/**
 * How an invoice of the accuracy suite is drawn (invoices.ts holds what it says): the paper VAT
 * invoice (普通 / 专用: title, code / number / date / check code at the top right, the buyer's
 * box with the cipher area beside it, the ruled items table with its total row, the total in
 * words and figures, the seller's box) and the fully digital invoice (全电: a 20-digit number
 * and no code, buyer and seller side by side in 购买方信息 / 销售方信息 boxes, an unruled items
 * table); then scanned as the invoice asks: turned a few degrees, grain added, saved as a
 * low-quality JPEG the way the client recompresses an upload. One drawing for the committed
 * set (make-invoices.ts) and the bench's freshly generated one (bench/recognition-set.ts).
 */
import sharp from 'sharp';
import type { InvoiceTruth } from './invoices';
import { escapeXml } from '../../../src/xml';
import { seededRandom } from '../../../src/seeded-random';

const FONT = 'Noto Sans CJK SC';
const INK = '#8a4b2a'; // the brown of the printed form
const W = 1320;
const text = (x: number, y: number, value: string, { size = 20, fill = '#111', anchor = 'start' } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
const rect = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${INK}" stroke-width="2"/>`;
const line = (x1: number, y1: number, x2: number, y2: number) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${INK}" stroke-width="1.5"/>`;

/** Column left edges of the items table and their headers. */
const PAPER_COLUMNS: [number, string][] = [
  [60, '货物或应税劳务、服务名称'],
  [420, '规格型号'],
  [560, '单位'],
  [640, '数量'],
  [740, '单价'],
  [880, '金额'],
  [1040, '税率'],
  [1140, '税额'],
];
const DIGITAL_COLUMNS: [number, string][] = [
  [60, '项目名称'],
  [420, '规格型号'],
  [560, '单位'],
  [640, '数量'],
  [740, '单价'],
  [880, '金额'],
  [1010, '税率/征收率'],
  [1150, '税额'],
];

/** The items table, its total row and the total in words and figures, from `top`; answers where it ends. */
function itemsTable(inv: InvoiceTruth, parts: string[], top: number, columns: [number, string][], ruled: boolean) {
  const rowH = 44;
  const rows = inv.items.length + 2; // header, items, total
  parts.push(rect(40, top, W - 80, rowH * rows));
  if (ruled) {
    for (let r = 1; r < rows; r++) parts.push(line(40, top + r * rowH, W - 40, top + r * rowH));
    for (const [x] of columns.slice(1)) parts.push(line(x - 10, top, x - 10, top + rowH * (rows - 1)));
  } else {
    parts.push(line(40, top + rowH * (rows - 1), W - 40, top + rowH * (rows - 1)));
  }
  columns.forEach(([x, header]) => parts.push(text(x, top + 29, header, { fill: INK, size: 18 })));
  inv.items.forEach((item, i) => {
    const y = top + rowH * (i + 1) + 29;
    const cells = [item.name, item.spec, item.unit, item.quantity, item.price, item.amount, item.rate, item.tax];
    cells.forEach((cell, c) => cell && parts.push(text(columns[c][0], y, cell, { size: 18 })));
  });
  const totalY = top + rowH * (rows - 1) + 29;
  parts.push(text(60, totalY, '合计', { fill: INK }), text(columns[5][0], totalY, inv.amount), text(columns[7][0], totalY, inv.tax));

  const sumTop = top + rowH * rows;
  parts.push(rect(40, sumTop, W - 80, 56));
  parts.push(text(60, sumTop + 36, '价税合计（大写）', { fill: INK }), text(260, sumTop + 36, `ⓧ ${inv.totalInWords}`));
  parts.push(text(880, sumTop + 36, '（小写）', { fill: INK }), text(970, sumTop + 36, inv.total));
  return sumTop + 56;
}

function paperSvg(inv: InvoiceTruth): string {
  const parts: string[] = [`<rect width="100%" height="100%" fill="#fff"/>`];
  parts.push(text(W / 2, 70, inv.title, { size: 34, fill: INK, anchor: 'middle' }));
  parts.push(line(W / 2 - 200, 86, W / 2 + 200, 86), line(W / 2 - 200, 92, W / 2 + 200, 92));
  const meta: [string, string | undefined][] = [['发票代码', inv.code], ['发票号码', inv.number], ['开票日期', inv.date], ['校验码', inv.checkCode]];
  meta.filter(([, value]) => value).forEach(([label, value], i) => parts.push(text(880, 60 + i * 34, `${label}：`, { fill: INK }), text(990, 60 + i * 34, value ?? '')));
  const special = inv.title.includes('专用');

  // Buyer box; a special (专用) invoice has the cipher area to its right and address / bank lines.
  const boxH = special ? 160 : 110;
  parts.push(rect(40, 200, W - 80, boxH), text(60, 240, '购买方', { fill: INK, size: 22 }));
  parts.push(text(180, 240, '名称：', { fill: INK }), text(260, 240, inv.buyer.name), text(180, 285, '纳税人识别号：', { fill: INK }), text(330, 285, inv.buyer.taxId));
  if (special) {
    parts.push(text(180, 330, '地址、电话：', { fill: INK }), text(310, 330, '城东路18号 020-83561234', { size: 18 }));
    parts.push(line(840, 200, 840, 200 + boxH), text(860, 240, '密', { fill: INK }), text(860, 300, '码', { fill: INK }));
    const cipher = ['03*<5+7/1>62-8940<<2*+31', '>9/6-12*0+385<47>>1-06/', '4+<82*97/0-51>3<+68*20', '*1>05<+93/27-8*64<1+>9'];
    cipher.forEach((row, i) => parts.push(text(900, 232 + i * 34, row, { size: 18 })));
  }

  const end = itemsTable(inv, parts, 200 + boxH + 20, PAPER_COLUMNS, true);

  const sellerTop = end + 20;
  parts.push(rect(40, sellerTop, W - 80, 110), text(60, sellerTop + 40, '销售方', { fill: INK, size: 22 }));
  parts.push(text(180, sellerTop + 40, '名称：', { fill: INK }), text(260, sellerTop + 40, inv.seller.name));
  parts.push(text(180, sellerTop + 85, '纳税人识别号：', { fill: INK }), text(330, sellerTop + 85, inv.seller.taxId));
  parts.push(text(60, sellerTop + 150, '收款人：王芳', { fill: INK, size: 18 }), text(700, sellerTop + 150, '开票人：李明', { fill: INK, size: 18 }));
  const H = sellerTop + 180;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** The fully digital (全电) invoice: buyer and seller side by side, the label written down the box's left edge. */
function digitalSvg(inv: InvoiceTruth): string {
  const parts: string[] = [`<rect width="100%" height="100%" fill="#fff"/>`];
  parts.push(text(W / 2, 70, inv.title, { size: 32, fill: INK, anchor: 'middle' }));
  parts.push(line(W / 2 - 230, 86, W / 2 + 230, 86), line(W / 2 - 230, 92, W / 2 + 230, 92));
  parts.push(text(900, 60, '发票号码：', { fill: INK }), text(1000, 60, inv.number));
  parts.push(text(900, 100, '开票日期：', { fill: INK }), text(1000, 100, inv.date));

  const top = 140;
  const boxH = 120;
  parts.push(rect(40, top, W - 80, boxH), line(W / 2, top, W / 2, top + boxH));
  for (const [x0, label, party] of [[40, '购买方信息', inv.buyer], [W / 2, '销售方信息', inv.seller]] as const) {
    parts.push(line(x0 + 40, top, x0 + 40, top + boxH));
    [...label].forEach((char, i) => parts.push(text(x0 + 20, top + 24 + i * 22, char, { fill: INK, size: 18, anchor: 'middle' })));
    parts.push(text(x0 + 55, top + 45, '名称：', { fill: INK, size: 18 }), text(x0 + 110, top + 45, party.name, { size: 18 }));
    parts.push(text(x0 + 55, top + 95, '统一社会信用代码/纳税人识别号：', { fill: INK, size: 18 }));
    if (party.taxId) parts.push(text(x0 + 345, top + 95, party.taxId, { size: 18 }));
  }

  const end = itemsTable(inv, parts, top + boxH, DIGITAL_COLUMNS, false);
  parts.push(rect(40, end, W - 80, 70), text(60, end + 40, '备注', { fill: INK }));
  parts.push(text(60, end + 110, '开票人：张敏', { fill: INK, size: 18 }));
  const H = end + 140;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

/** The invoice drawn in its layout: the SVG of the form filled in. */
export const invoiceSvg = (inv: InvoiceTruth) => (inv.layout === 'digital' ? digitalSvg(inv) : paperSvg(inv));

/** The drawn invoice as scanned: turned, grained (from `seed`) and recompressed as its scan says. */
export async function scannedInvoice(inv: InvoiceTruth, seed: number): Promise<Buffer> {
  const svg = invoiceSvg(inv);
  const { skew = 0, noise = 0, jpeg, scale = 1 } = inv.scan ?? {};
  let image = sharp(Buffer.from(svg), { density: 72 * scale }).flatten({ background: '#ffffff' });
  if (skew) image = sharp(await image.png().toBuffer()).rotate(skew, { background: '#ffffff' });
  if (noise) {
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const next = seededRandom(seed);
    for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i] + Math.round((next() * 2 - 1) * noise)));
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  return jpeg ? image.jpeg({ quality: jpeg }).toBuffer() : image.png().toBuffer();
}
