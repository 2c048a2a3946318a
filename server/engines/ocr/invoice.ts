/**
 * The fields of a Chinese VAT invoice (spec §3: name/value pairs) from its recognised lines
 * and their boxes, read by the form's layout rather than by the order of its lines. The page
 * comes levelled (deskew.ts). The recogniser often reads a whole row of the form as one line
 * (a label and its value, the buyer's name and the seller's beside it, a row of the items), so
 * each line is first cut into its words and labels, each placed where it stands in the line.
 * Then every value is taken where the form puts it relative to its label: the code, number,
 * date and check code right of theirs; a party's name and tax id right of theirs in the box of
 * 购买方 / 销售方 (side by side on the fully digital invoice, above and below the items on the
 * paper one); the items on the rows between the items' header and 合计, their columns read
 * from the right where they are figures (税额, 税率, 金额, 单价, 数量, then 单位); the totals on
 * the 合计 row, the total in words and figures on the 价税合计 row. Both the paper VAT invoice
 * (普通 / 专用: code, 8-digit number, check code) and the fully digital one (全电: a 20-digit
 * number, no code nor check code, 统一社会信用代码/纳税人识别号) are read so.
 */
import type { RecognisedLine } from './paddle';
import { groupRows, halfWidth, place, sameRow } from './rows';

export interface NameValue {
  Name: string;
  Value: string;
  /** Set when the invoice's own sums contradict the value (invoice-check.ts): the screen says 'check this'. */
  Uncertain?: boolean;
}

/** A word or label of a recognised line, placed where it stands in the page. */
interface Piece {
  text: string;
  /** The text without colons and brackets, for knowing labels. */
  bare: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  cx: number;
  cy: number;
}

const MONEY = /(\d[\d,]*\.\d{2})/;
const UPPERCASE_AMOUNT = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿圆元角分整]{2,}/;
const TAX_ID = /[0-9A-Z]{15,20}/;
const DATE = /\d{4}年\d{1,2}月\d{1,2}日/;

/** Labels a line is cut at, so that a label and the value the recogniser joined to it part. */
const LABELS = [
  '发票代码',
  '发票号码',
  '开票日期',
  '校验码',
  '统一社会信用代码/纳税人识别号',
  '纳税人识别号',
  '名称',
  '地址、电话',
  '开户行及账号',
  '价税合计',
  '小写',
  '大写',
];
/** Words of the items' header that hold a label word without being that label. */
const NOT_CUT = /服务名称|项目名称|货物或应税劳务/;

const bareOf = (text: string) => text.replace(/[\s:：()（）]/g, '');
const isLabel = (piece: Piece) => LABELS.some((label) => piece.bare === label) || /^(购买方|销售方|密码)/.test(piece.bare);

/** Width of a character in ems: a CJK character is square, a Latin letter or digit about half. */
const widthOf = (char: string) => (char.charCodeAt(0) > 0x2e80 ? 1 : 0.55);

/** The words of a line, cut also at its labels, each given the stretch of the line it covers. */
function piecesOf(line: RecognisedLine): Piece[] {
  const text = halfWidth(line.text).trim();
  const { left, right, top, bottom } = place(line);
  const words = text.split(/\s+/).filter(Boolean);
  const parts = words.flatMap((word, w) => {
    let rest = [word];
    if (!NOT_CUT.test(word)) {
      for (const label of LABELS) {
        rest = rest.flatMap((part) => {
          const at = part.indexOf(label);
          if (at < 0 || part === label) return [part];
          const end = at + label.length;
          const close = /^[:：)）]+/.exec(part.slice(end))?.[0].length ?? 0;
          return [part.slice(0, at).replace(/[(（]$/, ''), part.slice(at, end + close), part.slice(end + close)].filter(Boolean);
        });
      }
    }
    return rest.map((part, p) => ({ part, gapBefore: w > 0 && p === 0 }));
  });
  // Share the line's width out: characters by their width, what is left to the gaps between words.
  const height = bottom - top;
  const ems = parts.reduce((sum, { part }) => sum + [...part].reduce((s, c) => s + widthOf(c), 0), 0);
  const gaps = parts.filter((p) => p.gapBefore).length;
  const em = gaps ? Math.min((right - left) / Math.max(ems, 1), height) : (right - left) / Math.max(ems, 1);
  const gap = gaps ? Math.max(0, (right - left - em * ems) / gaps) : 0;
  let x = left;
  return parts.map(({ part, gapBefore }) => {
    if (gapBefore) x += gap;
    const start = x;
    x += [...part].reduce((s, c) => s + widthOf(c), 0) * em;
    return { text: part, bare: bareOf(part), left: start, right: x, top, bottom, cx: (start + x) / 2, cy: (top + bottom) / 2 };
  });
}

/** Pieces grouped into rows, top to bottom, each row left to right. */
const rowsOf = (pieces: Piece[]) => groupRows(pieces, (piece) => piece.cy);

/** The pieces right of a label on its row, up to the next label. */
function rightOf(pieces: Piece[], label: Piece): Piece[] {
  // A label written down a box's edge (购买方信息) stands beside several rows and is none of them.
  const tall = (p: Piece) => p.bottom - p.top > 2 * (label.bottom - label.top);
  const right = pieces.filter((p) => p !== label && p.cx > label.cx && sameRow(p, label) && !tall(p)).sort((a, b) => a.left - b.left);
  const next = right.findIndex(isLabel);
  return next < 0 ? right : right.slice(0, next);
}

/** The value right of a label: the first piece, or what matches `pattern` in the pieces there run together. */
function valueRightOf(pieces: Piece[], label: Piece, pattern?: RegExp): string | undefined {
  const right = rightOf(pieces, label);
  if (!pattern) return right[0]?.text;
  return pattern.exec(right.map((p) => p.text).join(''))?.[0];
}

function labelled(pieces: Piece[], label: string, pattern: RegExp) {
  for (const piece of pieces.filter((p) => p.bare === label)) {
    const value = valueRightOf(pieces, piece, pattern);
    if (value) return value;
  }
  return undefined;
}

type Party = 'buyer' | 'seller';

/** Party labels: 购买方 / 销售方, or what the recogniser made of 购买方信息 written down the box's edge. */
function partyLabels(pieces: Piece[]): { piece: Piece; party: Party }[] {
  return pieces.flatMap((piece): { piece: Piece; party: Party }[] => {
    if (piece.bare.length > 6) return [];
    if (/^[购买]/.test(piece.bare) || piece.bare.includes('购买')) return [{ piece, party: 'buyer' }];
    if (/^[销售]/.test(piece.bare) || piece.bare.includes('销售')) return [{ piece, party: 'seller' }];
    return [];
  });
}

/**
 * Which party each label (名称, or the tax id's) is of. Two on one row are the fully digital
 * invoice's boxes side by side: the buyer's left. Else the party label nearest left of it on
 * about its row (the paper invoice's 购买方 / 销售方 box); else the form's order, buyer first.
 */
function assignParties(labels: Piece[], parties: { piece: Piece; party: Party }[]): Map<Piece, Party> {
  const assigned = new Map<Piece, Party>();
  const rows = rowsOf(labels);
  rows.forEach((row, r) => {
    if (row.length >= 2) {
      assigned.set(row[0], 'buyer');
      assigned.set(row[row.length - 1], 'seller');
      return;
    }
    const [label] = row;
    const height = label.bottom - label.top;
    const near = parties
      .filter(({ piece }) => piece.cx < label.cx && Math.abs(piece.cy - label.cy) < 3 * height)
      .map(({ piece, party }) => ({ party, cost: Math.abs(piece.cy - label.cy) + (label.left - piece.right) / 4 }))
      .sort((a, b) => a.cost - b.cost);
    assigned.set(label, near[0]?.party ?? (r === 0 ? 'buyer' : 'seller'));
  });
  return assigned;
}

function partiesOf(pieces: Piece[]) {
  const found: Record<Party, { name?: string; taxId?: string }> = { buyer: {}, seller: {} };
  const labels = partyLabels(pieces);
  const names = pieces.filter((p) => p.bare === '名称');
  for (const [label, party] of assignParties(names, labels)) found[party].name ??= valueRightOf(pieces, label);
  const ids = pieces.filter((p) => /纳税人识别号$/.test(p.bare));
  for (const [label, party] of assignParties(ids, labels)) found[party].taxId ??= valueRightOf(pieces, label, TAX_ID);
  return found;
}

const ITEM_COLUMNS = ['名称', '规格型号', '单位', '数量', '单价', '金额', '税率', '税额'] as const;
type Column = (typeof ITEM_COLUMNS)[number];
type Item = Record<Column, string>;

const isMoney = (text: string) => /^[¥]?\d[\d,]*\.\d{2}$/.test(text);
const isNumber = (text: string) => /^\d[\d,]*(\.\d+)?$/.test(text);
const isRate = (text: string) => /^\d{1,2}(\.\d+)?%$|^(免税|不征税)$/.test(text);
/** A unit: a short word, not a figure nor a model (个, 台, 次, 千克, kg). */
const isUnit = (text: string) => /^[\u4e00-\u9fff]{1,2}$|^[a-zA-Z]{1,3}$/.test(text);

/**
 * One row of the items, read from the right where the columns are figures: 税额, 税率, 金额,
 * then 单价 and 数量 when given, then 单位; the first word is the name, the words between it and
 * the unit the model (规格型号). A lone figure left of 金额 is the price or the quantity by which
 * header it stands under.
 */
function itemOf(row: Piece[], header: Piece[]): Item | undefined {
  const words = row.map((p) => ({ ...p, text: p.text.replace(/^¥/, '') }));
  const take = (test: (text: string) => boolean) => (words.length > 1 && test(words[words.length - 1].text) ? words.pop() : undefined);
  // A tax-free item (免税, 不征税) prints its tax as asterisks: no tax to give.
  const noTax = take((text) => /^\*{1,4}$/.test(text));
  const tax = noTax ? { ...noTax, text: '' } : take(isMoney);
  const rate = take(isRate);
  const amount = take(isMoney);
  if (!tax || !rate || !amount || (noTax && !/免税|不征税/.test(rate.text))) return undefined;
  let price = take(isNumber);
  let quantity = take(isNumber);
  if (price && !quantity) {
    const under = (word: string) => header.find((h) => h.bare.includes(word));
    const [q, p] = [under('数量'), under('单价')];
    if (q && p && Math.abs(price.cx - q.cx) < Math.abs(price.cx - p.cx)) [quantity, price] = [price, undefined];
  }
  const unit = words.length > 1 ? take(isUnit) : undefined;
  // The name is the first word, with what the recogniser split off it at an asterisk
  // ('水果 *烟台苹果', '*物流辅助服务 *冷藏仓储').
  const nameWords = words.splice(0, 1);
  const joined = () => nameWords.map((w) => w.text).join('');
  while (words.length && (words[0].text.startsWith('*') || joined().endsWith('*') || TAX_CATEGORIES.includes(joined().replace(/\*/g, '')))) {
    nameWords.push(...words.splice(0, 1));
  }
  const spec = words;
  return {
    名称: joined(),
    规格型号: spec.map((p) => p.text).join(' '),
    单位: unit?.text ?? '',
    数量: quantity?.text.replace(/,/g, '') ?? '',
    单价: price?.text.replace(/,/g, '') ?? '',
    金额: amount.text.replace(/,/g, ''),
    税率: rate.text,
    税额: tax.text.replace(/,/g, ''),
  };
}

function itemsOf(pieces: Piece[], header: Piece[], bottom: number): Item[] {
  const headerBottom = Math.max(...header.map((p) => p.bottom));
  const body = pieces.filter((p) => !header.includes(p) && p.cy > headerBottom && p.cy < bottom);
  const items: Item[] = [];
  for (const row of rowsOf(body)) {
    const item = itemOf(row, header);
    if (item) items.push(item);
    // A name carried on to a line of its own, under the name of the row above.
    else if (items.length && row.length === 1 && !/\d\.\d{2}$/.test(row[0].text)) items[items.length - 1].名称 += row[0].text;
  }
  return items.map((item) => ({ ...item, 名称: wholeItemName(item.名称) }));
}

/**
 * Common short names of the tax classification (商品和服务税收分类编码简称) an item's name
 * starts with, between asterisks (*纸制品*复印纸). The recogniser sometimes drops an asterisk
 * of a low-quality scan; with the short name known, the name is written whole again.
 */
const TAX_CATEGORIES = [
  '计算机外部设备', '计算机配套产品', '计算机网络设备', '通信设备', '电子元件', '电线电缆', '照明装置', '仪器仪表', '电池',
  '信息技术服务', '信息系统服务', '软件', '现代服务', '文化服务', '运输服务', '物流辅助服务', '生活服务', '餐饮服务', '住宿服务',
  '建筑服务', '研发和技术服务', '鉴证咨询服务', '咨询服务', '广播影视服务', '商务辅助服务', '经纪代理服务', '企业管理服务',
  '人力资源服务', '安全保护服务', '会议展览服务', '设计服务', '广告服务', '电信服务', '金融服务', '保险服务', '租赁服务',
  '经营租赁', '不动产租赁服务', '有形动产租赁服务', '旅游服务', '娱乐服务', '教育服务', '医疗服务', '居民日常服务', '劳务',
  '图书', '报纸', '期刊', '音像制品', '电子出版物', '印刷品', '纸制品', '文具', '办公用品', '日用杂品', '化妆品', '服装', '鞋类',
  '纺织产品', '家具', '厨房电器', '日用电器', '金属制品', '塑料制品', '橡胶制品', '玻璃制品', '陶瓷制品', '木制品',
  '汽车零部件', '机动车', '摩托车', '眼镜', '医疗仪器器械', '医用材料', '化学药品制剂', '中成药', '乳制品', '酒', '茶饮料',
  '水果', '蔬菜', '肉类', '方便食品', '煤炭', '成品油', '电力', '燃气', '水冰雪', '化学试剂助剂', '涂料', '农药', '肥料', '钢材',
  '有色金属', '水泥', '石材', '通用设备', '专用设备', '泵', '阀门', '轴承', '电机', '体育用品', '玩具', '乐器', '工艺品',
  '珠宝首饰', '钟表',
].sort((a, b) => b.length - a.length);

/** An item's name with the asterisks round its tax category the recogniser dropped put back. */
export function wholeItemName(name: string): string {
  if (/^\*[^*]+\*[^*]/.test(name)) return name;
  const plain = name.replace(/\*/g, '');
  const category = TAX_CATEGORIES.find((c) => plain.startsWith(c) && plain.length > c.length);
  if (category) return `*${category}*${plain.slice(category.length)}`;
  // One asterisk inside the name: the category's, and the leading one was lost.
  if (/^[^*]+\*[^*]+$/.test(name)) return `*${name}`;
  return name;
}

const money = (text: string | undefined) => {
  const match = text === undefined ? null : MONEY.exec(text);
  return match ? `¥${match[1].replace(/,/g, '')}` : undefined;
};

export function invoiceFields(recognised: RecognisedLine[]): NameValue[] {
  const pieces = recognised.filter((line) => line.text.trim()).flatMap(piecesOf);
  const pairs: NameValue[] = [];
  const add = (Name: string, Value: string | undefined) => {
    if (Value !== undefined && Value !== '') pairs.push({ Name, Value });
  };
  add('发票代码', labelled(pieces, '发票代码', /\d{10,12}/));
  add('发票号码', labelled(pieces, '发票号码', /\d{20}|\d{8}/));
  add('开票日期', labelled(pieces, '开票日期', DATE));
  add('校验码', labelled(pieces, '校验码', /\d{20}/));

  const { buyer, seller } = partiesOf(pieces);
  add('购买方名称', buyer.name);
  add('购买方纳税人识别号', buyer.taxId);
  add('销售方名称', seller.name);
  add('销售方纳税人识别号', seller.taxId);

  const totalLabel = pieces.find((p) => /^合计/.test(p.bare));
  if (totalLabel) {
    const figures = rightOf(pieces, totalLabel).flatMap((p) => money(p.text) ?? []);
    add('金额', figures[0]);
    add('税额', figures[1]);
  }
  const sumLabel = pieces.find((p) => p.bare.startsWith('价税合计'));
  if (sumLabel) {
    const row = pieces.filter((p) => sameRow(p, sumLabel)).sort((a, b) => a.left - b.left);
    add('价税合计(大写)', row.map((p) => UPPERCASE_AMOUNT.exec(p.text)?.[0]).find(Boolean));
    const small = row.find((p) => p.bare === '小写') ?? pieces.find((p) => p.bare === '小写');
    add('价税合计(小写)', small ? money(valueRightOf(pieces, small, MONEY)) : undefined);
  }

  const anchor = pieces.find((p) => p.bare.includes('规格型号')) ?? pieces.find((p) => p.bare.includes('单价'));
  if (anchor) {
    const header = pieces.filter((p) => sameRow(p, anchor));
    const bottom = Math.min(totalLabel?.top ?? Infinity, sumLabel?.top ?? Infinity);
    itemsOf(pieces, header, bottom).forEach((item, i) => {
      for (const column of ITEM_COLUMNS) pairs.push({ Name: `明细${i + 1}${column}`, Value: item[column] });
    });
  }
  return pairs;
}
