import { cleanup, render, screen, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvoiceFields } from './InvoiceFields';
import { readNameValues } from '../../shared/name-values';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

/** An answer whose figures the engine's cross-check found contradicting each other. */
const answer = [
  { Name: '发票号码', Value: '28461937' },
  { Name: '金额', Value: '¥1280.00', Uncertain: true },
  { Name: '税额', Value: '¥166.40', Uncertain: true },
  { Name: '价税合计(小写)', Value: '¥1448.40', Uncertain: true },
];

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const valueCell = (name: string) => within(rowOf(name)).getByRole('cell');

describe('the invoice fields', () => {
  it('marks a field the sums contradict as to be checked, described by a note saying why, not as fact', () => {
    render(<InvoiceFields fields={readNameValues(answer) ?? []} />);
    const cell = valueCell('金额');
    expect(within(cell).getByText('待核对')).toBeTruthy();
    const note = document.getElementById(cell.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('请对照原票核对');
    expect(cell.textContent).toContain('¥1280.00');
    expect(within(valueCell('价税合计(小写)')).getByText('待核对')).toBeTruthy();
  });

  it('shows a field nothing contradicts as it is: no badge, no note', () => {
    render(<InvoiceFields fields={readNameValues([{ Name: '发票号码', Value: '28461937' }]) ?? []} />);
    const cell = valueCell('发票号码');
    expect(cell.textContent).toBe('28461937');
    expect(cell.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText('待核对')).toBeNull();
    expect(screen.queryByText(/请对照原票核对/)).toBeNull();
  });

  it('says it in English too', () => {
    setLocale('en');
    render(<InvoiceFields fields={readNameValues(answer) ?? []} />);
    expect(within(valueCell('税额')).getByText('Check this')).toBeTruthy();
    expect(screen.getByText(/compare them with the paper invoice/)).toBeTruthy();
  });
});
