import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answers, fakeSdk } from '../../test-support/fake-sdk';
import { latestRates, ok } from '../../test-support/fixtures';
import { byLabel, render, resetAfterEach, settle, toolOf, type } from '../../test-support/render';
import Mortgage from './index';

vi.mock('@toolhub/sdk', async () => (await import('../../test-support/fake-sdk')).fakeSdk);

const tool = toolOf('./Mortgage');
const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('mortgage calculator screen', () => {
  beforeEach(() => answers.set('/api/getLatestInterestRate', ok(latestRates)));
  resetAfterEach();

  it('prices the commercial loan on the latest 5-year LPR and shows its source', async () => {
    const { container } = await render(Mortgage, { tool });
    expect(byLabel(container, '5 年期以上 LPR（%）').value).toBe('3.5');
    // 1,000,000 over 30 years at 3.5 %.
    expect(text(container, 'first-payment')).toBe('4,490.45');
    expect(container.textContent).toContain('最新 LPR 于 2025-05-20 公布，公积金利率自 2025-05-08 起执行。来源：中国人民银行授权全国银行间同业拆借中心公告：2025-05-20；中国人民银行 2025-05-08');
  });

  it('says where the defaults come from in the same words before the rates arrive as after (the first view shows it)', async () => {
    answers.set('/api/getLatestInterestRate', new Promise(() => {}));
    const { container } = await render(Mortgage, { tool });
    expect(container.textContent).toContain('默认值取自最新 LPR 和公积金利率，可按贷款合同修改。');
    expect(container.textContent).not.toContain('最新 LPR 于');
  });

  it('applies the spread in basis points and recomputes as the visitor types', async () => {
    const { container } = await render(Mortgage, { tool });
    await type(byLabel(container, '5 年期以上 LPR（%）'), '4.4');
    await type(byLabel(container, '加点（基点，可为负）'), '50');
    expect(container.textContent).toContain('商贷执行利率：4.90%');
    expect(text(container, 'first-payment')).toBe('5,307.27');
  });

  it('shows an inline error beside an amount of zero and no result', async () => {
    const { container } = await render(Mortgage, { tool });
    const amount = byLabel(container, '商业贷款金额（万元）');
    await type(amount, '0');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]);
    expect(error?.textContent).toBe('金额必须大于 0');
    expect(text(container, 'first-payment')).toBeUndefined();
  });

  it('still calculates with typed rates when the latest rates cannot load, and offers a retry', async () => {
    answers.clear();
    const { container } = await render(Mortgage, { tool });
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === '重试');
    expect(retry).toBeDefined();
    await type(byLabel(container, '5 年期以上 LPR（%）'), '4.9');
    expect(text(container, 'first-payment')).toBe('5,307.27');
  });

  it('exports the schedule as CSV for one use of the quota, and nothing when the use is refused', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:schedule';
    });
    URL.revokeObjectURL = vi.fn();
    const { container } = await render(Mortgage, { tool });
    expect(container.textContent).toContain('今日剩余 3 次');
    const exportButton = [...container.querySelectorAll('button')].find((b) => b.textContent === '导出还款计划（CSV）')!;

    exportButton.click();
    await settle();
    expect(fakeSdk.consume).toHaveBeenLastCalledWith(tool.scene);
    expect(created).toHaveLength(1);
    const csv = await created[0].text();
    expect(csv.trim().split('\r\n')).toHaveLength(1 + 360);

    fakeSdk.consume.mockResolvedValueOnce({ accepted: false });
    exportButton.click();
    await settle();
    expect(fakeSdk.consume).toHaveBeenCalledTimes(2);
    expect(created).toHaveLength(1);
  });
});
