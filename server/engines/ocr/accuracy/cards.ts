/**
 * The cards of the accuracy suite: specimen ID cards (both sides), bank cards and business
 * licences that make-cards.ts draws and photographs, and the pairs a reading must find. Every
 * person and company is made up; each card is drawn with a 样本 (specimen) stamp. The numbers
 * are built with their check characters, as real ones are, so a reading is held to them.
 */
import { CARD_TYPES } from '@toolhub/contracts';
import { creditCodeCheckCharacter, idCheckCharacter, luhnDigit } from '../cards/checks';
import type { NameValue } from '../invoice';

/** How the card was photographed: on what, turned and leaning how far, how grainy, how compressed. */
export interface CardPhoto {
  /** Degrees the card is turned in the photo (clockwise positive). */
  turn: number;
  /** Perspective: the card's far edge this much shorter than its near one (0.05 = 5 %); negative leans the other way. */
  lean: number;
  /** Which edge is far: the top (a phone held below the card) or the left. */
  leanEdge?: 'top' | 'left';
  /** What the card lies on. */
  surface: 'wood' | 'desk' | 'cloth' | 'paper';
  /** Grain added to every pixel, ± this many grey levels. */
  noise: number;
  /** JPEG quality: 30, as the client recompresses an upload. */
  jpeg: number;
  /** Share of the photo's width the card takes. */
  fill: number;
  /** Out of focus: a Gaussian blur of this many pixels. */
  blur?: number;
}

export interface IdCardFront {
  kind: 'idFront';
  name: string;
  sex: '男' | '女';
  nation: string;
  birth: [number, number, number];
  /** As printed: the card wraps it at 11 characters a line. */
  address: string;
  /** The first six digits: the region of the first registration. */
  region: string;
  /** The three digits of the order of registration that day; the last one's parity is the sex. */
  order: string;
  photo: CardPhoto;
}

export interface IdCardBack {
  kind: 'idBack';
  authority: string;
  validity: string;
  photo: CardPhoto;
}

export interface BankCard {
  kind: 'bank';
  /** The bank's name as printed, in Chinese; undefined when the card shows only a logo (then the number's BIN names it). */
  printedBank?: string;
  /** The name the reading must give. */
  bank: string;
  /** The English name printed under the Chinese one, if any. */
  english?: string;
  /** The number's first digits (its BIN and account), without the Luhn digit. */
  body: string;
  grouping: '4-4-4-4' | '6-13' | '4-4-4-4-3';
  cardType?: '借记卡' | '信用卡';
  expiry?: string;
  holder: string;
  colours: [string, string];
  photo: CardPhoto;
}

export interface BusinessLicence {
  kind: 'licence';
  /** The first 17 characters; the check character is computed. */
  code17: string;
  name: string;
  type: string;
  /** 法定代表人, or 负责人 (a branch), or 经营者 (an individual business). */
  personLabel: '法定代表人' | '负责人' | '经营者';
  person: string;
  /** 注册资本 of a company; an individual business prints 组成形式 instead; a branch neither. */
  capital?: { label: '注册资本' | '组成形式'; value: string };
  dateLabel: '成立日期' | '注册日期';
  founded: string;
  /** Not printed by an individual business. */
  term?: string;
  addressLabel: '住所' | '营业场所' | '经营场所';
  address: string;
  scope: string;
  authority: string;
  issued: string;
  photo: CardPhoto;
}

export type CardTruth = IdCardFront | IdCardBack | BankCard | BusinessLicence;

/** The recognition a card is read with, and the side. */
export const cardRequestOf = (card: CardTruth) =>
  card.kind === 'idFront' || card.kind === 'idBack'
    ? { subReqType: CARD_TYPES.IdCard, side: card.kind === 'idFront' ? ('FRONT' as const) : ('BACK' as const) }
    : { subReqType: card.kind === 'bank' ? CARD_TYPES.BankCard : CARD_TYPES.BusinessLicence, side: undefined };

const pad = (n: number) => String(n).padStart(2, '0');

export function idNumberOf(card: IdCardFront): string {
  const [y, m, d] = card.birth;
  const first17 = `${card.region}${y}${pad(m)}${pad(d)}${card.order}`;
  return `${first17}${idCheckCharacter(first17)}`;
}

export const bankNumberOf = (card: BankCard) => `${card.body}${luhnDigit(card.body)}`;

/** The number as the card prints it, in its groups. */
export function groupedBankNumber(card: BankCard): string {
  const digits = bankNumberOf(card);
  const sizes = card.grouping.split('-').map(Number);
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

export const creditCodeOf = (licence: BusinessLicence) => `${licence.code17}${creditCodeCheckCharacter(licence.code17)}`;

/** The pairs a reading must find, in the order the engine gives them. */
export function expectedCardPairs(card: CardTruth): NameValue[] {
  const pair = (Name: string, Value: string | undefined) => (Value === undefined ? [] : [{ Name, Value }]);
  switch (card.kind) {
    case 'idFront': {
      const [y, m, d] = card.birth;
      return [
        ...pair('姓名', card.name),
        ...pair('性别', card.sex),
        ...pair('民族', card.nation),
        ...pair('出生', `${y}年${m}月${d}日`),
        ...pair('住址', card.address),
        ...pair('公民身份号码', idNumberOf(card)),
      ];
    }
    case 'idBack':
      return [...pair('签发机关', card.authority), ...pair('有效期限', card.validity)];
    case 'bank':
      return [...pair('卡号', bankNumberOf(card)), ...pair('银行', card.bank), ...pair('卡类型', card.cardType), ...pair('有效期', card.expiry)];
    case 'licence':
      return [
        ...pair('统一社会信用代码', creditCodeOf(card)),
        ...pair('名称', card.name),
        ...pair('类型', card.type),
        ...pair(card.personLabel, card.person),
        ...(card.capital ? pair(card.capital.label, card.capital.value) : []),
        ...pair(card.dateLabel, card.founded),
        ...pair('营业期限', card.term),
        ...pair(card.addressLabel, card.address),
        ...pair('经营范围', card.scope),
      ];
  }
}

const FILE_PREFIX: Record<CardTruth['kind'], string> = { idFront: 'id-front', idBack: 'id-back', bank: 'bank', licence: 'licence' };

/** The file of each card in accuracy/cards/, numbered within its kind: id-front-1.jpg, bank-1.jpg, … */
export function cardFiles(cards: readonly CardTruth[]): string[] {
  const counts = new Map<string, number>();
  return cards.map((card) => {
    const n = (counts.get(card.kind) ?? 0) + 1;
    counts.set(card.kind, n);
    return `${FILE_PREFIX[card.kind]}-${n}.jpg`;
  });
}

const photo = (turn: number, lean: number, surface: CardPhoto['surface'], more: Partial<CardPhoto> = {}): CardPhoto => ({ turn, lean, surface, noise: 14, jpeg: 30, fill: 0.74, ...more });

export const CARDS: CardTruth[] = [
  // ---- ID cards, front ----
  { kind: 'idFront', name: '张晓明', sex: '男', nation: '汉', birth: [1990, 3, 7], address: '北京市朝阳区建国路甲88号院3号楼2单元1502号', region: '110105', order: '013', photo: photo(-3, 0.04, 'wood') },
  { kind: 'idFront', name: '李婉清', sex: '女', nation: '汉', birth: [1986, 11, 23], address: '广东省深圳市南山区粤海街道科苑路1888号海岸花园7栋2301房', region: '440305', order: '024', photo: photo(4, -0.05, 'desk', { leanEdge: 'left' }) },
  { kind: 'idFront', name: '买买提·艾力', sex: '男', nation: '维吾尔', birth: [1978, 5, 30], address: '新疆乌鲁木齐市天山区解放南路126号', region: '650102', order: '057', photo: photo(-5, 0.03, 'cloth', { noise: 20 }) },
  { kind: 'idFront', name: '欧阳明月', sex: '女', nation: '满', birth: [2001, 1, 9], address: '辽宁省沈阳市沈河区青年大街215号2单元603', region: '210103', order: '008', photo: photo(2, 0.06, 'paper') },
  { kind: 'idFront', name: '王建国', sex: '男', nation: '回', birth: [1965, 9, 12], address: '宁夏银川市兴庆区文化东街77号', region: '640104', order: '031', photo: photo(6, 0.02, 'wood', { fill: 0.66 }) },
  { kind: 'idFront', name: '陈思远', sex: '男', nation: '汉', birth: [1995, 7, 18], address: '四川省成都市武侯区人民南路四段19号附3号', region: '510107', order: '075', photo: photo(-2, -0.04, 'desk', { noise: 22 }) },
  { kind: 'idFront', name: '刘雨桐', sex: '女', nation: '壮', birth: [1999, 12, 1], address: '广西南宁市青秀区民族大道136号绿城小区5栋1单元802号', region: '450103', order: '046', photo: photo(3.5, 0.05, 'cloth', { leanEdge: 'left', fill: 0.8 }) },
  { kind: 'idFront', name: '周梓萱', sex: '女', nation: '汉', birth: [2004, 6, 14], address: '湖北省武汉市武昌区中南路99号保利大厦A座1208室', region: '420106', order: '062', photo: photo(8, 0.08, 'wood', { noise: 24, fill: 0.6, blur: 0.8 }) },
  // Held the wrong way round, and on its side.
  { kind: 'idFront', name: '孙浩然', sex: '男', nation: '汉', birth: [1973, 10, 2], address: '江苏省南京市玄武区中山路228号', region: '320102', order: '091', photo: photo(177, 0.04, 'desk') },
  { kind: 'idFront', name: '巴特尔', sex: '男', nation: '蒙古', birth: [1982, 4, 25], address: '内蒙古呼和浩特市赛罕区大学西街88号', region: '150105', order: '019', photo: photo(-4.5, 0.03, 'paper', { noise: 18 }) },
  // ---- ID cards, back ----
  { kind: 'idBack', authority: '北京市公安局朝阳分局', validity: '2015.08.20-2035.08.20', photo: photo(2.5, 0.04, 'wood') },
  { kind: 'idBack', authority: '深圳市公安局南山分局', validity: '2019.11.05-2029.11.05', photo: photo(-4, -0.03, 'desk') },
  { kind: 'idBack', authority: '乌鲁木齐市公安局天山区分局', validity: '2012.03.01-长期', photo: photo(5, 0.05, 'cloth', { noise: 20 }) },
  { kind: 'idBack', authority: '武汉市公安局武昌分局', validity: '2020.07.01-2030.07.01', photo: photo(91, 0.03, 'cloth', { fill: 0.7 }) },
  { kind: 'idBack', authority: '沈阳市公安局沈河分局', validity: '2021.06.15-2031.06.15', photo: photo(-2, 0.06, 'paper', { leanEdge: 'left' }) },
  // ---- Bank cards ----
  { kind: 'bank', printedBank: '招商银行', bank: '招商银行', english: 'CHINA MERCHANTS BANK', body: '622588013672419', grouping: '4-4-4-4', cardType: '借记卡', holder: 'ZHANG XIAOMING', colours: ['#c8102e', '#7a0a1c'], photo: photo(-3, 0.04, 'wood') },
  { kind: 'bank', printedBank: '中国建设银行', bank: '中国建设银行', english: 'China Construction Bank', body: '621700012345678901', grouping: '6-13', cardType: '借记卡', holder: 'LI WANQING', colours: ['#1d4e9a', '#0b2a5c'], photo: photo(4, -0.05, 'desk') },
  { kind: 'bank', printedBank: '中国银行', bank: '中国银行', english: 'BANK OF CHINA', body: '625907431865209', grouping: '4-4-4-4', cardType: '信用卡', expiry: '09/29', holder: 'CHEN SIYUAN', colours: ['#b0192f', '#3d0a12'], photo: photo(-5, 0.03, 'cloth') },
  { kind: 'bank', printedBank: '中国农业银行', bank: '中国农业银行', english: 'AGRICULTURAL BANK OF CHINA', body: '622848003197264501', grouping: '6-13', cardType: '借记卡', expiry: '11/31', holder: 'WANG JIANGUO', colours: ['#0f8a6c', '#064a3a'], photo: photo(2, 0.06, 'paper') },
  { kind: 'bank', printedBank: '中国工商银行', bank: '中国工商银行', english: 'INDUSTRIAL AND COMMERCIAL BANK OF CHINA', body: '621226100458129', grouping: '4-4-4-4', cardType: '借记卡', holder: 'ZHOU ZIXUAN', colours: ['#b3122b', '#e05a4f'], photo: photo(-7, 0.07, 'cloth', { fill: 0.58, blur: 1, noise: 22 }) },
  // A card that shows only a logo: its number's BIN names the bank.
  { kind: 'bank', bank: '中国工商银行', body: '622202170298345', grouping: '4-4-4-4', holder: 'LIU YUTONG', colours: ['#d9d9de', '#8d8f99'], photo: photo(3, -0.04, 'wood', { leanEdge: 'left' }) },
  { kind: 'bank', printedBank: '交通银行', bank: '交通银行', english: 'BANK OF COMMUNICATIONS', body: '622262081544730912', grouping: '4-4-4-4-3', cardType: '借记卡', holder: 'BA TE ER', colours: ['#16307a', '#4b6fc4'], photo: photo(-2.5, 0.05, 'desk', { noise: 20 }) },
  { kind: 'bank', printedBank: '中国邮政储蓄银行', bank: '中国邮政储蓄银行', english: 'POSTAL SAVINGS BANK OF CHINA', body: '621799520038617', grouping: '4-4-4-4', cardType: '借记卡', holder: 'OUYANG MINGYUE', colours: ['#0a7a43', '#d7e9d1'], photo: photo(5, 0.03, 'cloth', { fill: 0.68 }) },
  { kind: 'bank', printedBank: '招商银行', bank: '招商银行', english: 'CHINA MERCHANTS BANK', body: '625802935517640', grouping: '4-4-4-4', cardType: '信用卡', expiry: '04/28', holder: 'MAIMAITI AILI', colours: ['#202225', '#5a5e66'], photo: photo(-4, -0.04, 'paper', { noise: 18 }) },
  // ---- Business licences ----
  {
    kind: 'licence',
    code17: '91110105MA01R8K7X',
    name: '北京青木示例科技有限公司',
    type: '有限责任公司（自然人投资或控股）',
    personLabel: '法定代表人',
    person: '张晓明',
    capital: { label: '注册资本', value: '人民币500万元' },
    dateLabel: '成立日期',
    founded: '2019年04月16日',
    term: '2019年04月16日至2049年04月15日',
    addressLabel: '住所',
    address: '北京市朝阳区建国路甲88号院3号楼15层1502',
    scope: '技术开发、技术咨询、技术服务；软件开发；计算机系统服务；数据处理；销售电子产品、计算机软件及辅助设备。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
    authority: '北京市朝阳区市场监督管理局',
    issued: '2023年08月02日',
    photo: photo(-2, 0.03, 'desk', { fill: 0.86, noise: 12 }),
  },
  {
    kind: 'licence',
    code17: '91440300MA5G9T2C4',
    name: '深圳市海岸示例贸易有限公司',
    type: '有限责任公司',
    personLabel: '法定代表人',
    person: '李婉清',
    capital: { label: '注册资本', value: '人民币100万元' },
    dateLabel: '成立日期',
    founded: '2020年09月03日',
    term: '2020年09月03日至长期',
    addressLabel: '住所',
    address: '深圳市南山区粤海街道科苑路1888号海岸花园7栋2301',
    scope: '一般经营项目是：日用百货、电子产品、服装鞋帽的销售；国内贸易；货物及技术进出口。',
    authority: '深圳市市场监督管理局',
    issued: '2020年09月03日',
    photo: photo(3, -0.04, 'wood', { fill: 0.84, leanEdge: 'left' }),
  },
  {
    kind: 'licence',
    code17: '91510107MA6C3K1P8',
    name: '成都远山示例餐饮管理有限公司武侯分公司',
    type: '有限责任公司分公司（自然人投资或控股）',
    personLabel: '负责人',
    person: '陈思远',
    dateLabel: '成立日期',
    founded: '2021年06月18日',
    term: '2021年06月18日至长期',
    addressLabel: '营业场所',
    address: '四川省成都市武侯区人民南路四段19号1层',
    scope: '餐饮服务；食品销售；餐饮管理；外卖递送服务。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
    authority: '成都市武侯区市场监督管理局',
    issued: '2022年03月11日',
    photo: photo(-4, 0.05, 'cloth', { fill: 0.85, noise: 16 }),
  },
  {
    kind: 'licence',
    code17: '92450103MA5N7R3D6',
    name: '南宁市青秀区小桐示例便利店',
    type: '个体工商户',
    personLabel: '经营者',
    person: '刘雨桐',
    capital: { label: '组成形式', value: '个人经营' },
    dateLabel: '注册日期',
    founded: '2018年10月22日',
    addressLabel: '经营场所',
    address: '广西南宁市青秀区民族大道136号绿城小区5栋1层商铺',
    scope: '预包装食品、日用百货、文具用品零售；烟草制品零售。',
    authority: '南宁市青秀区市场监督管理局',
    issued: '2018年10月22日',
    photo: photo(2.5, 0.04, 'paper', { fill: 0.86 }),
  },
  {
    kind: 'licence',
    code17: '91330106MA2H7W5Q1',
    name: '杭州西湖示例文化传播股份有限公司',
    type: '股份有限公司（非上市、自然人投资或控股）',
    personLabel: '法定代表人',
    person: '欧阳明月',
    capital: { label: '注册资本', value: '人民币2000万元' },
    dateLabel: '成立日期',
    founded: '2016年12月05日',
    term: '2016年12月05日至长期',
    addressLabel: '住所',
    address: '浙江省杭州市西湖区文三路259号8幢6楼',
    scope: '文化艺术交流活动策划；会议及展览服务；广告设计、制作、代理；图文设计制作。',
    authority: '杭州市西湖区市场监督管理局',
    issued: '2024年01月09日',
    photo: photo(-3, -0.05, 'desk', { fill: 0.84, noise: 18 }),
  },
  {
    kind: 'licence',
    code17: '91420106MA4K8E2L3',
    name: '武汉中南示例教育咨询有限公司',
    type: '有限责任公司（自然人独资）',
    personLabel: '法定代表人',
    person: '周梓萱',
    capital: { label: '注册资本', value: '人民币50万元' },
    dateLabel: '成立日期',
    founded: '2022年02月28日',
    term: '2022年02月28日至长期',
    addressLabel: '住所',
    address: '武汉市武昌区中南路99号保利大厦A座1208室',
    scope: '教育咨询服务（不含涉许可审批的教育培训活动）；信息咨询服务；会议及展览服务；组织文化艺术交流活动。',
    authority: '武汉市武昌区市场监督管理局',
    issued: '2022年02月28日',
    photo: photo(5, 0.06, 'wood', { fill: 0.8, noise: 22, blur: 0.6 }),
  },
];
