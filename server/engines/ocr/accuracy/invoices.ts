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

/** How an invoice is drawn: the paper VAT form or the fully digital (全电) one, and how it was scanned. */
export interface InvoiceScan {
  /** Degrees the scan is turned (clockwise positive). */
  skew?: number;
  /** Grain added to every pixel, ± this many grey levels. */
  noise?: number;
  /** Saved as a JPEG of this quality (1–100), the way the client recompresses an upload. */
  jpeg?: number;
  /** Drawn this much smaller (a phone photo of a distant page): below 1, fewer pixels per character. */
  scale?: number;
}

export interface InvoiceTruth {
  layout: 'paper' | 'digital';
  title: string;
  /** Paper invoices only: the digital (全电) invoice has neither code nor check code. */
  code?: string;
  /** 8 digits on paper, 20 on a fully digital invoice. */
  number: string;
  date: string;
  checkCode?: string;
  buyer: { name: string; taxId: string };
  seller: { name: string; taxId: string };
  items: InvoiceItem[];
  amount: string;
  tax: string;
  totalInWords: string;
  total: string;
  scan?: InvoiceScan;
}

/** The file of an invoice in accuracy/invoice/. */
export const invoiceFile = (invoice: InvoiceTruth, index: number) => `invoice-${index + 1}.${invoice.scan?.jpeg ? 'jpg' : 'png'}`;

export const INVOICES: InvoiceTruth[] = [
  {
    layout: 'paper',
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
    layout: 'paper',
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
  {
    layout: 'paper',
    title: '广东增值税专用发票',
    code: '4400213130',
    number: '05718264',
    date: '2026年09月14日',
    buyer: { name: '广州市青禾餐饮管理有限公司', taxId: '91440104MA5D2R7K3P' },
    seller: { name: '佛山市顺德区美厨电器有限公司', taxId: '91440606MA4W8N1T6J' },
    items: [
      { name: '*厨房电器*电磁炉', spec: 'C21-SK2105', unit: '台', quantity: '6', price: '289.00', amount: '1734.00', rate: '13%', tax: '225.42' },
      { name: '*金属制品*不锈钢汤锅', spec: '32cm', unit: '个', quantity: '12', price: '86.50', amount: '1038.00', rate: '13%', tax: '134.94' },
    ],
    amount: '¥2772.00',
    tax: '¥360.36',
    totalInWords: '叁仟壹佰叁拾贰圆叁角陆分',
    total: '¥3132.36',
    scan: { skew: 3 },
  },
  {
    layout: 'paper',
    title: '上海增值税专用发票',
    code: '3100212130',
    number: '19620457',
    date: '2026年08月30日',
    buyer: { name: '上海简石建筑设计事务所有限公司', taxId: '91310115MA1K4F8B2W' },
    seller: { name: '上海联图打印耗材有限公司', taxId: '91310112MA7E3H5C9D' },
    items: [
      { name: '*打印耗材*硒鼓', spec: 'CF226A', unit: '支', quantity: '8', price: '365.00', amount: '2920.00', rate: '13%', tax: '379.60' },
      { name: '*纸制品*绘图纸', spec: 'A1 80g', unit: '卷', quantity: '15', price: '48.00', amount: '720.00', rate: '13%', tax: '93.60' },
      { name: '*现代服务*设备维护', spec: '', unit: '次', quantity: '2', price: '300.00', amount: '600.00', rate: '6%', tax: '36.00' },
    ],
    amount: '¥4240.00',
    tax: '¥509.20',
    totalInWords: '肆仟柒佰肆拾玖圆贰角整',
    total: '¥4749.20',
    scan: { skew: -5, noise: 18, jpeg: 30 },
  },
  {
    layout: 'paper',
    title: '北京增值税电子普通发票',
    code: '011002300511',
    number: '63290518',
    date: '2026年07月02日',
    checkCode: '18273 64502 93718 20465',
    buyer: { name: '北京知行教育咨询有限公司', taxId: '91110108MA01X7Q5T3' },
    seller: { name: '北京文渊图书发行有限公司', taxId: '91110105MA02C4R8L6' },
    items: [
      { name: '*图书*数据结构教程', spec: '第5版', unit: '册', quantity: '30', price: '59.80', amount: '1794.00', rate: '9%', tax: '161.46' },
    ],
    amount: '¥1794.00',
    tax: '¥161.46',
    totalInWords: '壹仟玖佰伍拾伍圆肆角陆分',
    total: '¥1955.46',
    scan: { skew: -2, noise: 12, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（增值税专用发票）',
    number: '26442000000183920571',
    date: '2026年11月03日',
    buyer: { name: '深圳市星河智造科技有限公司', taxId: '91440300MA5H3Y6U1B' },
    seller: { name: '东莞市恒达精密五金有限公司', taxId: '91441900MA4X9K2P7E' },
    items: [
      { name: '*金属制品*铝合金支架', spec: 'HD-200', unit: '件', quantity: '120', price: '15.60', amount: '1872.00', rate: '13%', tax: '243.36' },
      { name: '*金属制品*紧固螺钉', spec: 'M4x12', unit: '盒', quantity: '40', price: '18.00', amount: '720.00', rate: '13%', tax: '93.60' },
    ],
    amount: '¥2592.00',
    tax: '¥336.96',
    totalInWords: '贰仟玖佰贰拾捌圆玖角陆分',
    total: '¥2928.96',
  },
  {
    layout: 'digital',
    title: '电子发票（普通发票）',
    number: '26312000000047718392',
    date: '2026年10月19日',
    buyer: { name: '南京青藤文化传播有限公司', taxId: '91320102MA1R8E4W6G' },
    seller: { name: '苏州乐享文创用品有限公司', taxId: '91320505MA25T7N3XQ' },
    items: [
      { name: '*文具*笔记本', spec: 'B5 80页', unit: '本', quantity: '50', price: '12.80', amount: '640.00', rate: '13%', tax: '83.20' },
      { name: '*文化服务*活动策划', spec: '', unit: '项', quantity: '1', price: '1800.00', amount: '1800.00', rate: '6%', tax: '108.00' },
    ],
    amount: '¥2440.00',
    tax: '¥191.20',
    totalInWords: '贰仟陆佰叁拾壹圆贰角整',
    total: '¥2631.20',
    scan: { skew: 4, noise: 15, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（增值税专用发票）',
    number: '26512000000265094813',
    date: '2026年09月27日',
    buyer: { name: '成都蓉城物流有限公司', taxId: '91510100MA6C2L9Y4K' },
    seller: { name: '重庆山城汽车配件有限公司', taxId: '91500000MA5U7F3R1N' },
    items: [
      { name: '*汽车零部件*刹车片', spec: 'BP-318', unit: '套', quantity: '24', price: '168.00', amount: '4032.00', rate: '13%', tax: '524.16' },
      { name: '*汽车零部件*机油滤清器', spec: 'W712', unit: '个', quantity: '60', price: '32.50', amount: '1950.00', rate: '13%', tax: '253.50' },
      { name: '*运输服务*货物运输', spec: '', unit: '次', quantity: '1', price: '450.00', amount: '450.00', rate: '9%', tax: '40.50' },
    ],
    amount: '¥6432.00',
    tax: '¥818.16',
    totalInWords: '柒仟贰佰伍拾圆壹角陆分',
    total: '¥7250.16',
    scan: { skew: -4, noise: 15, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（普通发票）',
    number: '26332000000390126745',
    date: '2026年11月11日',
    buyer: { name: '个人', taxId: '' },
    seller: { name: '温州瓯江眼镜有限公司', taxId: '91330300MA2J6D8H5V' },
    items: [
      { name: '*眼镜*光学镜架', spec: 'TR90', unit: '副', quantity: '1', price: '398.00', amount: '398.00', rate: '13%', tax: '51.74' },
      { name: '*眼镜*树脂镜片', spec: '1.60', unit: '副', quantity: '1', price: '520.00', amount: '520.00', rate: '13%', tax: '67.60' },
    ],
    amount: '¥918.00',
    tax: '¥119.34',
    totalInWords: '壹仟零叁拾柒圆叁角肆分',
    total: '¥1037.34',
    scan: { skew: 5, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（增值税专用发票）',
    number: '26422000000518263904',
    date: '2026年08月08日',
    buyer: { name: '武汉光谷云数据服务有限公司', taxId: '91420100MA4K5T2W8C' },
    seller: { name: '长沙湘江网络设备有限公司', taxId: '91430100MA4Q9B6N3F' },
    items: [
      { name: '*通信设备*千兆交换机', spec: 'S1730-24', unit: '台', quantity: '3', price: '1299.00', amount: '3897.00', rate: '13%', tax: '506.61' },
      { name: '*计算机配套产品*网线', spec: 'CAT6 305m', unit: '箱', quantity: '4', price: '420.00', amount: '1680.00', rate: '13%', tax: '218.40' },
    ],
    amount: '¥5577.00',
    tax: '¥725.01',
    totalInWords: '陆仟叁佰零贰圆零壹分',
    total: '¥6302.01',
    scan: { skew: -1.5, noise: 20, jpeg: 30 },
  },
  {
    layout: 'paper',
    title: '江苏增值税专用发票',
    code: '3200213130',
    number: '40917362',
    date: '2026年06月18日',
    buyer: { name: '无锡锡能新材料科技有限公司', taxId: '91320214MA1W6P3K8R' },
    seller: { name: '常州龙城工业自动化设备有限公司', taxId: '91320411MA1N2E7C4T' },
    items: [
      { name: '*通用设备*伺服电机', spec: 'MS1H2-75B', unit: '台', quantity: '4', price: '2350.00', amount: '9400.00', rate: '13%', tax: '1222.00' },
      { name: '*电线电缆*屏蔽电缆', spec: 'RVVP 4x1.0', unit: '米', quantity: '200', price: '6.80', amount: '1360.00', rate: '13%', tax: '176.80' },
      { name: '*轴承*深沟球轴承', spec: '6205-2RS', unit: '个', quantity: '50', price: '14.20', amount: '710.00', rate: '13%', tax: '92.30' },
      { name: '*研发和技术服务*调试服务', spec: '', unit: '次', quantity: '1', price: '1200.00', amount: '1200.00', rate: '6%', tax: '72.00' },
    ],
    amount: '¥12670.00',
    tax: '¥1563.10',
    totalInWords: '壹万肆仟贰佰叁拾叁圆壹角整',
    total: '¥14233.10',
    scan: { skew: 5, noise: 20, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（普通发票）',
    number: '26352000000711384026',
    date: '2026年11月24日',
    buyer: { name: '厦门鹭岛会展服务有限公司', taxId: '91350200MA2Y5H7Q1L' },
    seller: { name: '福州闽江咨询管理有限公司', taxId: '91350100MA34C8R2XW' },
    items: [
      { name: '*咨询服务*展会策划咨询费', spec: '', unit: '', quantity: '', price: '', amount: '5000.00', rate: '6%', tax: '300.00' },
      { name: '*印刷品*宣传册', spec: 'A4 16P', unit: '本', quantity: '300', price: '8.50', amount: '2550.00', rate: '13%', tax: '331.50' },
    ],
    amount: '¥7550.00',
    tax: '¥631.50',
    totalInWords: '捌仟壹佰捌拾壹圆伍角整',
    total: '¥8181.50',
    scan: { skew: -5, noise: 20, jpeg: 30 },
  },
  {
    layout: 'digital',
    title: '电子发票（增值税专用发票）',
    number: '26372000000842197365',
    date: '2026年10月30日',
    buyer: { name: '青岛海湾冷链物流有限公司', taxId: '91370200MA3P8W4K6D' },
    seller: { name: '烟台福山果蔬批发有限公司', taxId: '91370611MA3T2C9N5H' },
    items: [
      { name: '*水果*烟台苹果', spec: '80#一级', unit: '千克', quantity: '1250', price: '7.60', amount: '9500.00', rate: '9%', tax: '855.00' },
      { name: '*蔬菜*大白菜', spec: '', unit: '千克', quantity: '3000', price: '1.35', amount: '4050.00', rate: '9%', tax: '364.50' },
      { name: '*物流辅助服务*冷藏仓储', spec: '', unit: '天', quantity: '15', price: '260.00', amount: '3900.00', rate: '6%', tax: '234.00' },
    ],
    amount: '¥17450.00',
    tax: '¥1453.50',
    totalInWords: '壹万捌仟玖佰零叁圆伍角整',
    total: '¥18903.50',
    scan: { skew: 3.5, noise: 25, jpeg: 30, scale: 0.8 },
  },
  {
    layout: 'paper',
    title: '四川增值税电子普通发票',
    code: '051002300411',
    number: '83605129',
    date: '2026年05月06日',
    checkCode: '73920 18465 50237 61984',
    buyer: { name: '成都锦江酒店管理有限公司', taxId: '91510104MA62X5R8T1' },
    seller: { name: '成都天府餐具用品有限公司', taxId: '91510106MA6D4H2W9K' },
    items: [
      { name: '*陶瓷制品*骨瓷餐盘', spec: '10寸', unit: '个', quantity: '240', price: '18.50', amount: '4440.00', rate: '13%', tax: '577.20' },
      { name: '*日用杂品*不锈钢筷', spec: '24cm', unit: '双', quantity: '600', price: '3.20', amount: '1920.00', rate: '13%', tax: '249.60' },
      { name: '*纺织产品*餐巾', spec: '45x45cm', unit: '条', quantity: '400', price: '6.80', amount: '2720.00', rate: '13%', tax: '353.60' },
    ],
    amount: '¥9080.00',
    tax: '¥1180.40',
    totalInWords: '壹万零贰佰陆拾圆肆角整',
    total: '¥10260.40',
    scan: { skew: -3.5, noise: 25, jpeg: 30, scale: 0.8 },
  },
];

/** The name/value pairs a reading of the invoice must give (spec §3 "Name and Value"). */
export function expectedPairs(invoice: InvoiceTruth): { Name: string; Value: string }[] {
  return [
    ...(invoice.code ? [{ Name: '发票代码', Value: invoice.code }] : []),
    { Name: '发票号码', Value: invoice.number },
    { Name: '开票日期', Value: invoice.date },
    ...(invoice.checkCode ? [{ Name: '校验码', Value: invoice.checkCode.replace(/\s+/g, '') }] : []),
    { Name: '购买方名称', Value: invoice.buyer.name },
    // A private buyer (个人) has no tax id.
    ...(invoice.buyer.taxId ? [{ Name: '购买方纳税人识别号', Value: invoice.buyer.taxId }] : []),
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
