import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FinanceDataKind, FinanceImportSummary } from '@toolhub/contracts';
import { setLocale } from '@toolhub/sdk';
import { DialogHost, ToastHost } from '@toolhub/ui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOpsPage } from './test-support/clear-page';
import { AdminApiError } from './admin-api';
import { PEOPLE, createFakeAdminApi } from './test-support/fake-admin-api';
import { FinancePanel } from './FinancePanel';
import OpsPage from './OpsPage';

/** The finance data panel (issue 22): pick a kind, paste or choose a CSV, preview, apply after confirming. Rows are made up. */

beforeEach(() => setLocale('zh-CN'));
afterEach(clearOpsPage);

const GOOD = 'date,one_year,five_year\n2099-01-20,2.95,3.45\n2099-02-20,2.90,3.35';
const BAD = 'date,one_year,five_year\n2099-02-30,2.9,3.4';

const summary = (applied: boolean): FinanceImportSummary => ({
  kind: 'lpr',
  applied,
  added: [{ line: 2, key: '2099-01-20', values: { date: '2099-01-20', one_year: '2.95', five_year: '3.45', source: '测试' } }],
  changed: [{ line: 3, key: '2099-02-20', before: { five_year: '3.4' }, after: { five_year: '3.35' } }],
  unchanged: [],
  latest: '2099-02-20',
});

function stubClient() {
  const calls: { kind: FinanceDataKind; step: string; csv: string }[] = [];
  const financeImport = vi.fn(async (kind: FinanceDataKind, step: 'preview' | 'apply', csv: string) => {
    calls.push({ kind, step, csv });
    if (csv === BAD) {
      throw new AdminApiError('1 problem', 422, undefined, undefined, {
        type: 'about:blank',
        title: 'Unprocessable Entity',
        status: 422,
        detail: '1 problem in the lpr CSV; nothing was written',
        errors: [{ field: 'line 2, date', found: '"2099-02-30"', allowed: 'a date YYYY-MM-DD (a day that exists)' }],
      });
    }
    return summary(step === 'apply');
  });
  return { calls, client: { financeImport } };
}

function renderPanel() {
  const stub = stubClient();
  const onChanged = vi.fn();
  render(
    <>
      <FinancePanel client={stub.client} onChanged={onChanged} />
      <DialogHost />
      <ToastHost />
    </>,
  );
  const panel = within(screen.getByRole('region', { name: '金融数据' }));
  return { ...stub, onChanged, panel };
}

describe('ops page: finance data', () => {
  it('previews a pasted CSV: the rows to add and the columns to change, nothing applied until confirmed', async () => {
    const { calls, onChanged, panel } = renderPanel();
    expect(panel.getByText('表头：date,one_year,five_year,source')).toBeTruthy();
    const apply = () => panel.getByRole('button', { name: '应用' }) as HTMLButtonElement;
    expect(apply().disabled).toBe(true);

    fireEvent.change(panel.getByLabelText('CSV 内容（可直接粘贴）'), { target: { value: GOOD } });
    fireEvent.click(panel.getByRole('button', { name: '预览' }));
    const result = within(await panel.findByTestId('finance-summary'));
    expect(result.getByText(/预览（尚未写入）：新增 1 行，修改 1 行，0 行未变。/)).toBeTruthy();
    expect(result.getByText(/应用后最新日期：2099-02-20/)).toBeTruthy();
    const added = within(result.getByRole('table', { name: '新增' }));
    expect(added.getByRole('rowheader', { name: '2099-01-20' })).toBeTruthy();
    const changed = within(result.getByRole('table', { name: '修改' }));
    expect(changed.getByText('3.4 → 3.35')).toBeTruthy();
    expect(calls).toEqual([{ kind: 'lpr', step: 'preview', csv: GOOD }]);

    // Applying asks first; cancelling writes nothing.
    fireEvent.click(apply());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('新增 1 行，修改 1 行');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(1);

    fireEvent.click(apply());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '应用' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ kind: 'lpr', step: 'apply', csv: GOOD }));
    expect(await panel.findByText(/已写入：新增 1 行，修改 1 行，0 行未变。/)).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    // Applied: the same preview cannot be applied twice from here.
    expect(apply().disabled).toBe(true);
  });

  it('shows each bad row of a refused file with its line, column, what was found and what is allowed', async () => {
    const { panel } = renderPanel();
    fireEvent.change(panel.getByLabelText('CSV 内容（可直接粘贴）'), { target: { value: BAD } });
    fireEvent.click(panel.getByRole('button', { name: '预览' }));
    const problems = within(await panel.findByTestId('finance-problems'));
    expect(problems.getByRole('alert').textContent).toContain('文件有误，未写入任何数据： 1 problem in the lpr CSV; nothing was written');
    const row = within(problems.getByRole('rowheader', { name: 'line 2, date' }).closest('tr')!);
    expect(row.getByText('"2099-02-30"')).toBeTruthy();
    expect(row.getByText('a date YYYY-MM-DD (a day that exists)')).toBeTruthy();
    expect((panel.getByRole('button', { name: '应用' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads a chosen file, and a new kind or an edit drops the preview', async () => {
    const { calls, panel } = renderPanel();
    const file = new File([GOOD], 'lpr.csv', { type: 'text/csv' });
    fireEvent.change(panel.getByLabelText('选择 CSV 文件'), { target: { files: [file] } });
    await waitFor(() => expect((panel.getByLabelText('CSV 内容（可直接粘贴）') as HTMLTextAreaElement).value).toBe(GOOD));
    fireEvent.click(panel.getByRole('button', { name: '预览' }));
    await panel.findByTestId('finance-summary');
    fireEvent.change(panel.getByLabelText('数据种类'), { target: { value: 'cities' } });
    expect(panel.queryByTestId('finance-summary')).toBeNull();
    expect(panel.getByText(/^表头：city,city_en,province/)).toBeTruthy();
    expect(calls.map((c) => c.kind)).toEqual(['lpr']);
  });

  it('is offered to releasers and admins, not to viewers', async () => {
    const api = createFakeAdminApi();
    vi.stubGlobal('fetch', api.fetch);
    api.session = { actor: PEOPLE.viewer.name, role: 'viewer', expires_at: Date.now() + 3_600_000 };
    const viewer = render(<OpsPage />);
    await screen.findByRole('heading', { name: '远程模块 × 环境' });
    expect(screen.queryByRole('region', { name: '金融数据' })).toBeNull();
    viewer.unmount();

    api.session = { actor: PEOPLE.releaser.name, role: 'releaser', expires_at: Date.now() + 3_600_000 };
    render(<OpsPage />);
    expect(await screen.findByRole('region', { name: '金融数据' })).toBeTruthy();
  });
});
