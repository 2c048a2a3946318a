import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Bank, BankPolicy } from '@toolhub/contracts';
import { answers, fakeSdk } from '../../test-support/fake-sdk';
import { ok } from '../../test-support/fixtures';
import { render, resetAfterEach, settle, toolOf } from '../../test-support/render';
import BankPolicyTool from './index';

vi.mock('@toolhub/sdk', async () => (await import('../../test-support/fake-sdk')).fakeSdk);

const tool = toolOf('./BankPolicy');
const bank = (code: string, name: string, kind: Bank['kind']): Bank => ({ code, name, shortName: name, kind, source: '名单' });
const banks = [bank('PBOC', '中国人民银行', 'central'), bank('ICBC', '中国工商银行', 'state'), bank('PSBC', '中国邮政储蓄银行', 'state')];
const lprLoan = { term: 'loan_5y_plus', termLabel: '五年期以上 LPR', rate: 3.5, effectiveDate: '2025-05-20', source: 'LPR 公告', basis: 'lpr', spreadBp: null } as const;
const policies: Record<string, BankPolicy> = {
  ICBC: {
    bank: banks[1],
    depositRates: [{ term: 'fixed_1y', termLabel: '整存整取 一年', rate: 0.95, effectiveDate: '2025-05-20', source: '工行利率表' }],
    loanRates: [lprLoan],
  },
  PSBC: { bank: banks[2], depositRates: [], loanRates: [lprLoan] },
};

describe('bank policy screen', () => {
  resetAfterEach();

  it('opens on the first state bank and switches bank from the picker', async () => {
    answers.set('/api/getBankList', ok(banks));
    fakeSdk.api.post.mockImplementation(async (url: string, data?: unknown) =>
      url === '/api/getBankPolicy' ? ok(policies[(data as { bankCode: string }).bankCode]) : answers.get(url),
    );
    const { container } = await render(BankPolicyTool, { tool });
    expect(container.textContent).toContain('0.95%');
    expect(container.textContent).toContain('来源：工行利率表 · 生效日期：2025-05-20');
    expect(container.textContent).toContain('此处显示当期 LPR');

    const select = container.querySelector('select')!;
    await act(async () => {
      select.value = 'PSBC';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(container.textContent).toContain('该行存款挂牌利率暂未收录。');
    expect(container.textContent).toContain('3.50%');
  });
});
