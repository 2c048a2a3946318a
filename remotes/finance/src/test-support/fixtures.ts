import type { LatestInterestRate } from '@toolhub/contracts';

/** A small slice of what the server answers, in the contracts' shapes. */
export const latestRates: LatestInterestRate = {
  latest: { date: '2025-05-20', lpr1y: 3, lpr5y: 3.5, source: '中国人民银行授权全国银行间同业拆借中心公告：2025-05-20' },
  history: [
    { date: '2024-10-21', lpr1y: 3.1, lpr5y: 3.6, source: '公告 2024-10-21' },
    { date: '2025-05-20', lpr1y: 3, lpr5y: 3.5, source: '中国人民银行授权全国银行间同业拆借中心公告：2025-05-20' },
  ],
  provident: [
    { term: 'provident_first_le5y', termLabel: '首套 五年以下', rate: 2.1, effectiveDate: '2025-05-08', source: '中国人民银行 2025-05-08' },
    { term: 'provident_first_gt5y', termLabel: '首套 五年以上', rate: 2.6, effectiveDate: '2025-05-08', source: '中国人民银行 2025-05-08' },
  ],
};

export const ok = <T>(data: T) => ({ ret: 0, data });
