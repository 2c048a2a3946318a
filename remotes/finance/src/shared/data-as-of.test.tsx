import { describe, expect, it, vi } from 'vitest';
import type { Bank, BankPolicy, CityRatePolicy } from '@toolhub/contracts';
import { answers } from '../test-support/fake-sdk';
import { latestRates } from '../test-support/fixtures';
import { render, resetAfterEach, toolOf } from '../test-support/render';
import BankList from '../tools/bank-list';
import BankPolicyTool from '../tools/bank-policy';
import CityRate from '../tools/city-rate';
import Lpr from '../tools/lpr';
import Mortgage from '../tools/mortgage';

vi.mock('@toolhub/sdk', async () => (await import('../test-support/fake-sdk')).fakeSdk);

/** Every finance tool shows the date of its newest data, as the hub's answer says it (issue 22). */

const dated = <T,>(data: T, dataAsOf?: string) => ({ ret: 0, data, ...(dataAsOf ? { dataAsOf } : {}) });
const banks: Bank[] = [{ code: 'ICBC', name: '中国工商银行', shortName: '工商银行', kind: 'state', source: '名单' }];
const policy: BankPolicy = {
  bank: banks[0]!,
  depositRates: [{ term: 'fixed_1y', termLabel: '整存整取 一年', rate: 0.95, effectiveDate: '2025-05-20', source: '存款利率表' }],
  loanRates: [{ term: 'loan_1y', termLabel: '一年期 LPR', rate: 3, effectiveDate: '2099-02-20', source: 'LPR', basis: 'lpr', spreadBp: null }],
};
const city: CityRatePolicy = {
  city: '杭州',
  cityEn: 'Hangzhou',
  province: '浙江省',
  firstHomeRate: null,
  secondHomeRate: null,
  firstHomeDownPayment: 15,
  secondHomeDownPayment: 15,
  providentFirstRate: 2.6,
  providentSecondRate: 3.075,
  note: '说明',
  effectiveDate: '2099-04-01',
  source: '通知',
};

const line = (container: HTMLElement) => container.querySelector('[data-testid="data-as-of"]')?.textContent;

describe('数据更新至', () => {
  resetAfterEach();

  it('the LPR and mortgage tools show the date of the newest LPR or provident rate', async () => {
    answers.set('/api/getLatestInterestRate', dated(latestRates, '2099-02-20'));
    expect(line((await render(Lpr, { tool: toolOf('./Lpr') })).container)).toBe('数据更新至 2099-02-20');
    document.body.innerHTML = '';
    expect(line((await render(Mortgage, { tool: toolOf('./Mortgage') })).container)).toBe('数据更新至 2099-02-20');
  });

  it('the bank list, bank policy and city tools show theirs', async () => {
    answers.set('/api/getBankList', dated(banks, '2099-02-20'));
    answers.set('/api/getBankPolicy', dated(policy, '2099-02-20'));
    answers.set('/api/getCityRatePolicy', dated([city], '2099-04-01'));
    expect(line((await render(BankList, { tool: toolOf('./BankList') })).container)).toBe('数据更新至 2099-02-20');
    document.body.innerHTML = '';
    expect(line((await render(BankPolicyTool, { tool: toolOf('./BankPolicy') })).container)).toBe('数据更新至 2099-02-20');
    document.body.innerHTML = '';
    expect(line((await render(CityRate, { tool: toolOf('./CityRate') })).container)).toBe('数据更新至 2099-04-01');
  });

  it('shows no line when an older hub does not say', async () => {
    answers.set('/api/getLatestInterestRate', dated(latestRates));
    const { container } = await render(Lpr, { tool: toolOf('./Lpr') });
    expect(container.textContent).toContain('3.50%');
    expect(line(container)).toBeUndefined();
  });
});
