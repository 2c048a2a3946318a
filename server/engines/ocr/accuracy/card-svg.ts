/**
 * The suite's cards drawn as SVG (make-cards.ts photographs them): the ID card's front
 * (labels in blue, the values in black, the address wrapped at 11 characters, the number in a
 * monospaced face, a photo's place) and back (an emblem's place, the title, 签发机关 and
 * 有效期限), the bank card (its colours, the bank's name, chip, embossed number in its groups,
 * expiry, holder, the UnionPay mark) and the business licence (the credit code top left, the
 * title, two columns of labelled fields with spaced-out labels, the seal). Each carries a red
 * 样本 (specimen) stamp. The layouts follow the public specimen images of these documents;
 * every emblem and logo is a plain shape, not the real mark.
 */
import { escapeXml } from '../../../src/xml';
import { groupedBankNumber, idNumberOf, creditCodeOf, type BankCard, type BusinessLicence, type IdCardBack, type IdCardFront } from './cards';
import { seededRandom } from '../../../src/seeded-random';

const SANS = 'Noto Sans CJK SC';
const SERIF = 'Noto Serif CJK SC';
const MONO = 'DejaVu Sans Mono';

interface TextStyle {
  size?: number;
  fill?: string;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  opacity?: number;
}

const text = (x: number, y: number, value: string, { size = 28, fill = '#111', family = SANS, anchor = 'start', weight = 400, opacity = 1 }: TextStyle = {}) =>
  `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${fill}" fill-opacity="${opacity}" text-anchor="${anchor}">${escapeXml(value)}</text>`;

/** Each character of `value` placed on its own, `step` apart: the spaced-out titles and labels. */
const spaced = (x: number, y: number, value: string, step: number, style: TextStyle = {}) => [...value].map((char, i) => text(x + i * step, y, char, style)).join('');

/** A label spread over the width of `chars` characters, as the licence prints 名  称 as wide as 法定代表人. */
function justified(x: number, y: number, label: string, chars: number, style: TextStyle & { size: number }) {
  const n = [...label].length;
  if (n >= chars) return text(x, y, label, style);
  return spaced(x, y, label, ((chars - 1) * style.size) / (n - 1), style);
}

/** Width of a character in ems: a CJK character or full-width sign is square, a Latin letter or digit about half. */
const widthOf = (char: string) => (char.charCodeAt(0) > 0x2e80 ? 1 : 0.56);

/** A text cut into lines at most `ems` wide. */
export function wrapped(value: string, ems: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const char of value) {
    if (width + widthOf(char) > ems && line) {
      lines.push(line);
      [line, width] = ['', 0];
    }
    line += char;
    width += widthOf(char);
  }
  if (line) lines.push(line);
  return lines;
}

/** Fine wavy lines over the card, the guilloché of a printed security background. */
function guilloche(width: number, height: number, colour: string, seed: number, count = 28) {
  const next = seededRandom(seed);
  const paths: string[] = [];
  for (let k = 0; k < count; k++) {
    const y0 = (height * k) / count;
    const [amp, wave, phase] = [8 + next() * 16, 60 + next() * 80, next() * 6];
    let d = `M0 ${y0.toFixed(1)}`;
    for (let x = 10; x <= width; x += 10) d += ` L${x} ${(y0 + amp * Math.sin(x / wave + phase)).toFixed(1)}`;
    paths.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.2"/>`);
  }
  return paths.join('');
}

/** The red specimen stamp, turned. */
const specimen = (x: number, y: number, size: number) =>
  `<g transform="rotate(-18 ${x} ${y})" opacity="0.6"><rect x="${x - size * 1.3}" y="${y - size * 0.95}" width="${size * 2.6}" height="${size * 1.3}" fill="none" stroke="#d3302f" stroke-width="4" rx="8"/>${text(x, y, '样本', { size, fill: '#d3302f', anchor: 'middle', weight: 700 })}</g>`;

/** A plain emblem's place: a red disc with a gold star and four small ones (not the real emblem). */
function emblem(cx: number, cy: number, r: number) {
  const star = (x: number, y: number, s: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const d = i % 2 ? s * 0.4 : s;
      return `${(x + d * Math.cos(a)).toFixed(1)},${(y + d * Math.sin(a)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}" fill="#f5c518"/>`;
  };
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#c8102e" stroke="#f5c518" stroke-width="${r * 0.08}"/>` +
    star(cx, cy - r * 0.2, r * 0.35) +
    [-0.55, -0.2, 0.2, 0.55].map((dx, i) => star(cx + dx * r, cy + r * (i % 3 === 0 ? 0.25 : 0.4), r * 0.12)).join('')
  );
}

const svg = (width: number, height: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;

/** ID cards and bank cards: 85.6 × 54 mm, drawn at 1000 × 631 px with rounded corners. */
export const CARD_SIZE = { width: 1000, height: 631 };
const clip = `<defs><clipPath id="card"><rect width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" rx="38"/></clipPath></defs>`;

/**
 * A card's ground: its rounded corners cut everything drawn after (close the group with
 * `</g>`), and a gradient from `topLeft` to `bottomRight` over the whole card. The ID cards and
 * the bank cards differ only in colours here.
 */
const cardGround = (topLeft: string, bottomRight: string) => [
  clip,
  `<g clip-path="url(#card)">`,
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${topLeft}"/><stop offset="1" stop-color="${bottomRight}"/></linearGradient></defs>`,
  `<rect width="${CARD_SIZE.width}" height="${CARD_SIZE.height}" rx="38" fill="url(#bg)"/>`,
];

const ID_LABEL: TextStyle = { size: 24, fill: '#2f6d9e' };
const ID_VALUE: TextStyle = { size: 30, fill: '#141414', family: SANS };

export function idFrontSvg(card: IdCardFront, seed: number): string {
  const { width, height } = CARD_SIZE;
  const [y, m, d] = card.birth;
  const parts = [
    ...cardGround('#f1f7f5', '#dcebea'),
    guilloche(width, height, '#c9dedd', seed),
    `<circle cx="520" cy="330" r="230" fill="none" stroke="#d4e4e3" stroke-width="14"/>`,
    text(70, 118, '姓名', ID_LABEL),
    text(160, 120, card.name, { ...ID_VALUE, size: 34 }),
    text(70, 193, '性别', ID_LABEL),
    text(160, 195, card.sex, ID_VALUE),
    text(290, 193, '民族', ID_LABEL),
    text(380, 195, card.nation, ID_VALUE),
    text(70, 268, '出生', ID_LABEL),
    text(160, 270, String(y), ID_VALUE),
    text(238, 268, '年', ID_LABEL),
    text(300, 270, String(m), { ...ID_VALUE, anchor: 'end' }),
    text(308, 268, '月', ID_LABEL),
    text(378, 270, String(d), { ...ID_VALUE, anchor: 'end' }),
    text(386, 268, '日', ID_LABEL),
    text(70, 343, '住址', ID_LABEL),
    ...wrapped(card.address, 11).map((line, i) => text(160, 345 + i * 44, line, ID_VALUE)),
    text(70, 555, '公民身份号码', ID_LABEL),
    text(300, 558, idNumberOf(card), { size: 38, fill: '#141414', family: MONO, weight: 700 }),
    // The photo's place: a pale frame and a head-and-shoulders shape.
    `<rect x="660" y="80" width="270" height="340" fill="#e7eef0"/>`,
    `<ellipse cx="795" cy="215" rx="68" ry="84" fill="#a9b4bb"/>`,
    `<path d="M672 420 C690 330 740 310 795 310 C850 310 900 330 918 420 Z" fill="#a9b4bb"/>`,
    specimen(795, 470, 44),
    `</g>`,
  ];
  return svg(width, height, parts.join(''));
}

export function idBackSvg(card: IdCardBack, seed: number): string {
  const { width, height } = CARD_SIZE;
  const parts = [
    ...cardGround('#eef6f3', '#d8e9e6'),
    guilloche(width, height, '#c5dcd8', seed),
    emblem(165, 150, 86),
    spaced(300, 150, '中华人民共和国', 66, { size: 46, fill: '#1a1a1a', family: SERIF, weight: 700 }),
    spaced(300, 285, '居民身份证', 116, { size: 80, fill: '#1a1a1a', family: SERIF, weight: 700 }),
    text(180, 468, '签发机关', ID_LABEL),
    text(320, 470, card.authority, ID_VALUE),
    text(180, 543, '有效期限', ID_LABEL),
    text(320, 545, card.validity, ID_VALUE),
    specimen(840, 385, 40),
    `</g>`,
  ];
  return svg(width, height, parts.join(''));
}

/** Whether the card's colour is light: its text is then dark. */
const isLight = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.3 * r + 0.59 * g + 0.11 * b > 150;
};

export function bankCardSvg(card: BankCard, seed: number): string {
  const { width, height } = CARD_SIZE;
  const ink = isLight(card.colours[0]) ? '#1c1f26' : '#ffffff';
  const next = seededRandom(seed);
  const waves = Array.from({ length: 6 }, (_, i) => {
    const y = 180 + i * 70 + next() * 30;
    return `<path d="M0 ${y} C300 ${y - 120} 600 ${y + 140} 1000 ${y - 40}" fill="none" stroke="${ink}" stroke-opacity="0.07" stroke-width="${18 + i * 4}"/>`;
  });
  const number = groupedBankNumber(card);
  const chip =
    `<rect x="100" y="215" width="118" height="90" rx="14" fill="#d8b765" stroke="#9c7b2e" stroke-width="2"/>` +
    `<path d="M100 245 H150 V275 H100 M218 245 H168 V275 H218 M150 215 V245 M168 215 V245 M150 305 V275 M168 305 V275" fill="none" stroke="#9c7b2e" stroke-width="2"/>`;
  const unionPay =
    `<g transform="translate(790 470) skewX(-12)">` +
    `<rect x="0" y="0" width="56" height="100" rx="8" fill="#e21836"/><rect x="46" y="0" width="56" height="100" rx="8" fill="#00447c"/><rect x="92" y="0" width="56" height="100" rx="8" fill="#007b84"/>` +
    `</g>` +
    text(866, 528, '银联', { size: 30, fill: '#ffffff', anchor: 'middle', weight: 700 }) +
    text(866, 556, 'UnionPay', { size: 16, fill: '#ffffff', anchor: 'middle', family: 'DejaVu Sans', weight: 700 });
  const bankName = card.printedBank
    ? text(80, 100, card.printedBank, { size: 40, fill: ink, weight: 700 }) + (card.english ? text(82, 134, card.english, { size: 18, fill: ink, family: 'DejaVu Sans', opacity: 0.85 }) : '')
    : // A logo only: a red ring round a square, no name.
      `<circle cx="120" cy="95" r="38" fill="none" stroke="#c8102e" stroke-width="12"/><rect x="104" y="79" width="32" height="32" fill="#c8102e"/>`;
  const parts = [
    ...cardGround(card.colours[0], card.colours[1]),
    ...waves,
    bankName,
    card.cardType ? text(920, 100, card.cardType, { size: 30, fill: ink, anchor: 'end', weight: 700 }) : '',
    chip,
    // Embossed: a dark edge under the raised digits.
    text(83, 413, number, { size: 54, fill: '#000000', family: MONO, weight: 700, opacity: 0.45 }),
    text(80, 410, number, { size: 54, fill: isLight(card.colours[0]) ? '#2a2d33' : '#f4f4f4', family: MONO, weight: 700 }),
    card.expiry ? text(300, 470, '有效期', { size: 18, fill: ink }) + text(300, 490, 'VALID THRU', { size: 12, fill: ink, family: 'DejaVu Sans' }) + text(400, 492, card.expiry, { size: 34, fill: ink, family: MONO, weight: 700 }) : '',
    text(80, 560, card.holder, { size: 30, fill: ink, family: MONO }),
    unionPay,
    specimen(560, 150, 34),
    `</g>`,
  ];
  return svg(width, height, parts.join(''));
}

/** The business licence: A4 landscape-like, 1500 × 1060 px. */
export const LICENCE_SIZE = { width: 1500, height: 1060 };

/** A QR code's look: finder squares and seeded modules (it encodes nothing). */
function qrLook(x: number, y: number, size: number, seed: number) {
  const next = seededRandom(seed);
  const n = 25;
  const cell = size / n;
  const cells: string[] = [];
  const finder = (fx: number, fy: number) =>
    `<rect x="${x + fx * cell}" y="${y + fy * cell}" width="${cell * 7}" height="${cell * 7}" fill="#111"/><rect x="${x + (fx + 1) * cell}" y="${y + (fy + 1) * cell}" width="${cell * 5}" height="${cell * 5}" fill="#fff"/><rect x="${x + (fx + 2) * cell}" y="${y + (fy + 2) * cell}" width="${cell * 3}" height="${cell * 3}" fill="#111"/>`;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const inFinder = (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8);
      if (!inFinder && next() < 0.5) cells.push(`<rect x="${(x + c * cell).toFixed(1)}" y="${(y + r * cell).toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" fill="#111"/>`);
    }
  }
  return `<rect x="${x - 6}" y="${y - 6}" width="${size + 12}" height="${size + 12}" fill="#fff"/>${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}`;
}

export function licenceSvg(licence: BusinessLicence, seed: number): string {
  const { width, height } = LICENCE_SIZE;
  const border = '#b5472f';
  const LABEL = { size: 28, fill: '#1a1a1a', family: SERIF, weight: 700 } as const;
  const VALUE = { size: 28, fill: '#1a1a1a', family: SERIF } as const;
  const lineGap = 42;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#fbf8f1"/>`,
    guilloche(width, height, '#f0e6d6', seed, 40),
    `<rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="${border}" stroke-width="10"/>`,
    `<rect x="52" y="52" width="${width - 104}" height="${height - 104}" fill="none" stroke="${border}" stroke-width="3"/>`,
    ...Array.from({ length: 36 }, (_, i) => `<circle cx="${70 + i * 38.5}" cy="41" r="4" fill="${border}"/><circle cx="${70 + i * 38.5}" cy="${height - 41}" r="4" fill="${border}"/>`),
    emblem(width / 2, 135, 62),
    spaced(width / 2 - 225, 300, '营业执照', 150, { size: 96, fill: '#1a1a1a', family: SERIF, weight: 700 }),
    text(width / 2, 350, '（副　本）', { size: 28, fill: '#1a1a1a', family: SERIF, anchor: 'middle' }),
    text(110, 140, '统一社会信用代码', { size: 24, fill: '#1a1a1a', family: SERIF, weight: 700 }),
    text(110, 182, creditCodeOf(licence), { size: 30, fill: '#1a1a1a', family: SERIF }),
    text(110, 222, `证照编号：S${licence.code17.slice(2, 8)}${licence.founded.slice(0, 4)}0${String(seed).padStart(5, '0')}`, { size: 20, fill: '#1a1a1a', family: SERIF }),
    qrLook(1230, 95, 150, seed + 7),
    text(1305, 275, '扫描二维码登录“国家企业信用', { size: 13, fill: '#333', anchor: 'middle' }),
    text(1305, 293, '信息公示系统”了解更多信息', { size: 13, fill: '#333', anchor: 'middle' }),
  ];
  const field = (x: number, y: number, label: string, value: string, valueX: number, ems: number) => {
    parts.push(justified(x, y, label, 5, LABEL));
    const lines = wrapped(value, ems);
    lines.forEach((line, i) => parts.push(text(valueX, y + i * lineGap, line, VALUE)));
    return y + lines.length * lineGap;
  };
  // Left column: 名称, 类型, the person, 经营范围; right column: 注册资本, the date, 营业期限, the address.
  let left = 430;
  left = field(110, left, '名称', licence.name, 290, 17) + 22;
  left = field(110, left, '类型', licence.type, 290, 17) + 22;
  left = field(110, left, licence.personLabel, licence.person, 290, 17) + 22;
  field(110, left, '经营范围', licence.scope, 290, 17);
  let right = 430;
  if (licence.capital) right = field(800, right, licence.capital.label, licence.capital.value, 970, 16) + 22;
  right = field(800, right, licence.dateLabel, licence.founded, 970, 16) + 22;
  if (licence.term) right = field(800, right, '营业期限', licence.term, 970, 16) + 22;
  field(800, right, licence.addressLabel, licence.address, 970, 16);
  // The registration authority, its seal over the date.
  parts.push(
    text(1010, 900, '登记机关', LABEL),
    `<circle cx="1240" cy="885" r="82" fill="none" stroke="#d62b2b" stroke-width="6" opacity="0.75"/>`,
    `<polygon points="1240,845 1251,875 1283,875 1257,894 1267,925 1240,906 1213,925 1223,894 1197,875 1229,875" fill="#d62b2b" opacity="0.75"/>`,
    text(1240, 985, licence.issued, { ...VALUE, anchor: 'middle' }),
    text(width / 2, height - 66, '国家企业信用信息公示系统网址：http://www.gsxt.gov.cn', { size: 16, fill: '#333', anchor: 'middle' }),
    specimen(520, 930, 56),
  );
  return svg(width, height, parts.join(''));
}
