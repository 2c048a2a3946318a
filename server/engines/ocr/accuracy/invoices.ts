/** The invoices of the accuracy suite: what make-invoices.ts draws, and the fields a reading must find. */
export interface InvoiceItem {
  name: string;
  spec: string;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
  rate: string;
  tax: string;
}

export interface InvoiceTruth {
  title: string;
  code: string;
  number: string;
  date: string;
  checkCode: string;
  buyer: { name: string; taxId: string };
  seller: { name: string; taxId: string };
  items: InvoiceItem[];
  amount: string;
  tax: string;
  totalInWords: string;
  total: string;
}

export const INVOICES: InvoiceTruth[] = [
  {
    title: '广东增值税电子普通发票',
    code: '044031900111',
    number: '28461937',
    date: '2026年11月21日',
    checkCode: '61029 83746 12093 55870',
    buyer: { name: '深圳市小工具网络科技有限公司', taxId: '91440300MA5G7K2Q8X' },
    seller: { name: '广州市明亮办公用品有限公司', taxId: '91440101MA9W3T6L2C' },
    items: [
      { name: '*办公用品*签字笔', spec: '0.5mm', unit: '盒', quantity: '20', price: '24.00', amount: '480.00', rate: '13%', tax: '62.40' },
      { name: '*纸制品*复印纸', spec: 'A4 70g', unit: '箱', quantity: '4', price: '200.00', amount: '800.00', rate: '13%', tax: '104.00' },
    ],
    amount: '¥1280.00',
    tax: '¥166.40',
    totalInWords: '壹仟肆佰肆拾陆圆肆角整',
    total: '¥1446.40',
  },
  {
    title: '浙江增值税电子普通发票',
    code: '033002200211',
    number: '07315582',
    date: '2026年10月08日',
    checkCode: '40518 22967 30481 91754',
    buyer: { name: '杭州云帆信息技术有限公司', taxId: '91330106MA2H4P9N5R' },
    seller: { name: '宁波海通电子商务有限公司', taxId: '91330201MA7C8D1E3F' },
    items: [
      { name: '*计算机外部设备*无线鼠标', spec: 'M220', unit: '个', quantity: '10', price: '59.00', amount: '590.00', rate: '13%', tax: '76.70' },
      { name: '*计算机外部设备*键盘', spec: 'K380', unit: '个', quantity: '5', price: '159.00', amount: '795.00', rate: '13%', tax: '103.35' },
      { name: '*信息技术服务*安装服务', spec: '', unit: '次', quantity: '1', price: '100.00', amount: '100.00', rate: '6%', tax: '6.00' },
    ],
    amount: '¥1485.00',
    tax: '¥186.05',
    totalInWords: '壹仟陆佰柒拾壹圆零伍分',
    total: '¥1671.05',
  },
];

/** The name/value pairs a reading of the invoice must give (spec §3 "Name and Value"). */
export function expectedPairs(invoice: InvoiceTruth): { Name: string; Value: string }[] {
  return [
    { Name: '发票代码', Value: invoice.code },
    { Name: '发票号码', Value: invoice.number },
    { Name: '开票日期', Value: invoice.date },
    { Name: '校验码', Value: invoice.checkCode.replace(/\s+/g, '') },
    { Name: '购买方名称', Value: invoice.buyer.name },
    { Name: '购买方纳税人识别号', Value: invoice.buyer.taxId },
    { Name: '销售方名称', Value: invoice.seller.name },
    { Name: '销售方纳税人识别号', Value: invoice.seller.taxId },
    { Name: '金额', Value: invoice.amount },
    { Name: '税额', Value: invoice.tax },
    { Name: '价税合计(大写)', Value: invoice.totalInWords },
    { Name: '价税合计(小写)', Value: invoice.total },
    ...invoice.items.flatMap((item, i) => [
      { Name: `明细${i + 1}名称`, Value: item.name },
      { Name: `明细${i + 1}规格型号`, Value: item.spec },
      { Name: `明细${i + 1}单位`, Value: item.unit },
      { Name: `明细${i + 1}数量`, Value: item.quantity },
      { Name: `明细${i + 1}单价`, Value: item.price },
      { Name: `明细${i + 1}金额`, Value: item.amount },
      { Name: `明细${i + 1}税率`, Value: item.rate },
      { Name: `明细${i + 1}税额`, Value: item.tax },
    ]),
  ];
}
