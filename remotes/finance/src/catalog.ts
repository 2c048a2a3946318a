import type { ToolMeta } from '@toolhub/contracts';

/**
 * The finance family's tools, read by the shell (and by the build, in Node: so type
 * imports only). Ids 101–105 are outside the spec's id table.
 */
export const catalog: ToolMeta[] = [
  {
    toolid: 101,
    path: 'lpr',
    name: 'LPR 利率查询',
    keyword: '利率 LPR 贷款市场报价利率 房贷利率 历史',
    category: '金融理财',
    icon: '📈',
    scene: 'finance_lpr',
    needCharge: false,
    module: './Lpr',
    description: '最新一年期和五年期以上 LPR，以及 2019 年改革以来的全部历史。',
    en: {
      name: 'LPR rates',
      keyword: 'lpr loan prime rate mortgage rate history',
      category: 'Finance',
      description: 'The latest 1-year and over-5-year Loan Prime Rates, and their whole history since the 2019 reform.',
    },
  },
  {
    toolid: 102,
    path: 'mortgage-calculator',
    name: '房贷计算器',
    keyword: '利率 房贷 商业贷款 公积金 组合贷 等额本息 等额本金 月供',
    category: '金融理财',
    icon: '🏠',
    scene: 'finance_mortgage',
    needCharge: false,
    module: './Mortgage',
    description: '按最新 LPR 和公积金利率计算月供、总利息和还款计划。',
    en: {
      name: 'Mortgage calculator',
      keyword: 'mortgage loan calculator monthly payment interest housing fund',
      category: 'Finance',
      description: 'Monthly payments, total interest and the repayment schedule at the latest LPR and housing-fund rates.',
    },
  },
  {
    toolid: 103,
    path: 'bank-list',
    name: '银行列表',
    keyword: '银行 国有银行 工商银行 建设银行 农业银行 中国银行',
    category: '金融理财',
    icon: '🏦',
    scene: 'finance_bank_list',
    needCharge: false,
    module: './BankList',
    description: '人民银行和六家国有大型商业银行。',
    en: {
      name: 'Banks',
      keyword: 'bank list central bank state-owned banks',
      category: 'Finance',
      description: 'The People\'s Bank of China and the six large state-owned commercial banks.',
    },
  },
  {
    toolid: 104,
    path: 'bank-policy',
    name: '银行存贷款利率',
    keyword: '利率 存款利率 贷款利率 定期 活期 银行',
    category: '金融理财',
    icon: '💰',
    scene: 'finance_bank_policy',
    needCharge: false,
    module: './BankPolicy',
    description: '各银行挂牌存款利率和贷款利率，附发布文件和生效日期。',
    en: {
      name: 'Bank deposit and loan rates',
      keyword: 'bank deposit rates loan rates',
      category: 'Finance',
      description: 'Each bank\'s posted deposit and loan rates, with the notice and the date they took effect.',
    },
  },
  {
    toolid: 105,
    path: 'city-rate',
    name: '城市房贷利率',
    keyword: '利率 城市 房贷 首付比例 首套 二套 公积金',
    category: '金融理财',
    icon: '🏙️',
    scene: 'finance_city_rate',
    needCharge: false,
    module: './CityRate',
    description: '主要城市的首套、二套首付比例和公积金利率。',
    en: {
      name: 'City mortgage rates',
      keyword: 'city down payment first home second home housing fund rate',
      category: 'Finance',
      description: 'Down payments for a first and second home and housing-fund rates in major cities.',
    },
  },
];

export default catalog;
