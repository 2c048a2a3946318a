import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { EnginesReport } from '@toolhub/contracts';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './admin-api';
import { EnginesPanel } from './EnginesPanel';

const CHECKED_AT = Date.UTC(2025, 5, 1, 8, 30);

/** The server without qpdf: the PDF engine is missing it, the OCR engine is ready. */
function reportWith(qpdfInstalled: boolean): EnginesReport {
  return {
    checkedAt: CHECKED_AT,
    engines: [
      { engine: 'ocr', state: 'ready', missing: [], tools: [{ toolid: 52, name: '通用文字识别', path: 'basic-ocr' }] },
      {
        engine: 'pdf',
        state: qpdfInstalled ? 'ready' : 'missing',
        missing: qpdfInstalled ? [] : [{ kind: 'program', name: 'qpdf', install: 'apt-get install -y qpdf' }],
        tools: [
          { toolid: 21, name: 'PDF合并', path: 'pdf-merge' },
          { toolid: 16, name: 'PDF拆分', path: 'pdf-split' },
        ],
      },
    ],
  };
}

let asked: { url: string; ops: string | null }[];
let qpdfInstalled: boolean;

beforeEach(() => {
  setLocale('zh-CN');
  asked = [];
  qpdfInstalled = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, ops: new Headers(init.headers).get('x-toolhub-ops') });
    return new Response(JSON.stringify({ ret: 0, data: reportWith(qpdfInstalled) }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the engines section of the ops page', () => {
  it('lists the engine that lacks qpdf first, with the install command and the tools it keeps off', async () => {
    render(<EnginesPanel client={createAdminClient()} />);
    const section = await screen.findByRole('region', { name: '引擎' });
    await waitFor(() => expect(section.querySelectorAll('tbody tr')).toHaveLength(2));
    const [first, second] = section.querySelectorAll('tbody tr');
    expect(first.getAttribute('data-engine')).toBe('pdf');
    expect(within(first as HTMLElement).getByText('缺少组件')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('qpdf')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('apt-get install -y qpdf')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('PDF合并、PDF拆分')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('就绪')).toBeTruthy();
    expect(within(section).getByText(/^1\/2 就绪 · 检查于 /)).toBeTruthy();
    expect(asked).toEqual([{ url: '/admin/api/engines', ops: '1' }]);
  });

  it('"check again" asks the server to look at the machine anew and shows what it found', async () => {
    render(<EnginesPanel client={createAdminClient()} />);
    const section = await screen.findByRole('region', { name: '引擎' });
    await waitFor(() => expect(within(section).getByText('apt-get install -y qpdf')).toBeTruthy());
    qpdfInstalled = true;
    fireEvent.click(within(section).getByRole('button', { name: '重新检查' }));
    await waitFor(() => expect(within(section).getByText(/^2\/2 就绪/)).toBeTruthy());
    expect(within(section).queryByText('apt-get install -y qpdf')).toBeNull();
    expect(asked.at(-1)?.url).toBe('/admin/api/engines?recheck=1');
  });
});
