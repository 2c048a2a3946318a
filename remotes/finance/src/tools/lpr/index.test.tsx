import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answers } from '../../test-support/fake-sdk';
import { latestRates, ok } from '../../test-support/fixtures';
import { render, resetAfterEach, settle, toolOf } from '../../test-support/render';
import Lpr from './index';

vi.mock('@toolhub/sdk', async () => (await import('../../test-support/fake-sdk')).fakeSdk);

const tool = toolOf('./Lpr');

describe('LPR screen', () => {
  resetAfterEach();

  it('shows the latest rates big, their change, date and source, and the history', async () => {
    answers.set('/api/getLatestInterestRate', ok(latestRates));
    const { container } = await render(Lpr, { tool });
    expect(container.textContent).toContain('3.00%');
    expect(container.textContent).toContain('3.50%');
    expect(container.textContent).toContain('较上期 -10bp');
    expect(container.textContent).toContain('来源：中国人民银行授权全国银行间同业拆借中心公告：2025-05-20');
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('summarises the chart for screen readers and reads a month chosen with the keyboard', async () => {
    answers.set('/api/getLatestInterestRate', ok(latestRates));
    const { container } = await render(Lpr, { tool });
    const image = container.querySelector('svg[role="img"]')!;
    expect(image.getAttribute('aria-label')).toContain('1 年期由 3.10% 变为 3.00%');
    const chart = container.querySelector<HTMLElement>('[role="group"]')!;
    await act(async () => {
      chart.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    });
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('2024-10-21：1 年期 3.10%，5 年期以上 3.60%');
  });

  it('shows an inline error with a retry that loads again', async () => {
    const { container } = await render(Lpr, { tool });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('数据加载失败');
    answers.set('/api/getLatestInterestRate', ok(latestRates));
    await act(async () => container.querySelector('button')!.click());
    await settle();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.textContent).toContain('3.50%');
  });
});
