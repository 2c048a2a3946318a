import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminClient } from './admin-api';
import { createFakeAdminApi, type FakeAdminApi } from './test-support/fake-admin-api';
import { TelemetryPanel } from './TelemetryPanel';

let api: FakeAdminApi;

beforeEach(() => {
  setLocale('zh-CN');
  api = createFakeAdminApi();
  // Signed in already: the panel lives inside the console.
  api.session = { actor: 'alice', role: 'viewer', expires_at: Date.UTC(2030, 0, 1) };
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const telemetryCalls = () => api.requests.filter((request) => request.path.startsWith('/admin/api/telemetry')).map((request) => request.path);

async function renderPanel() {
  const client = createAdminClient();
  const asked = vi.spyOn(client, 'telemetry');
  render(<TelemetryPanel client={client} />);
  const section = await screen.findByRole('region', { name: '访问与性能' });
  return { section, asked };
}

describe('the traffic and performance section of the ops page', () => {
  it('shows the totals of the last 14 days, each page with its counts and vitals, and the top errors', async () => {
    const { section, asked } = await renderPanel();
    const pages = await within(section).findByRole('region', { name: '各页面' });

    // The legend names each series with its total; the chart says the same in words.
    const items = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['访问1,498', '点击818', '错误12']);
    expect(within(section).getByRole('img', { name: /^2025-05-19 至 2025-06-01 每日访问、点击与错误：共访问 1,498 次，点击 818 次，错误 12 次$/ })).toBeTruthy();

    const rows = within(pages).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['首页/', 'ocr tool 0/ocr-0.html', 'pdf tool 1/pdf-1.html', '其他页面']);
    const [home, ocr, pdf, other] = rows;
    expect(within(home).getByText('728')).toBeTruthy();
    expect(within(home).getByText('1.2 s')).toBeTruthy();
    expect(within(home).getAllByText('良好')).toHaveLength(3);
    expect(within(ocr).getByText('462')).toBeTruthy();
    expect(within(ocr).getByText('3.1 s')).toBeTruthy();
    expect(within(ocr).getByText('240 ms')).toBeTruthy();
    expect(within(ocr).getByText('0.08')).toBeTruthy();
    expect(within(ocr).getAllByText('待改进')).toHaveLength(2);
    expect(within(pdf).getByText('4.7 s')).toBeTruthy();
    expect(within(pdf).getByText('620 ms')).toBeTruthy();
    expect(within(pdf).getByText('0.31')).toBeTruthy();
    expect(within(pdf).getAllByText('较差')).toHaveLength(3);
    // No vitals reported: a dash, never a made-up rating.
    expect(within(other).getAllByText('—')).toHaveLength(3);
    expect(within(other).queryByText(/良好|待改进|较差/)).toBeNull();
    expect(within(home).getByRole('img', { name: /^每日访问，最高 \d+ 次$/ })).toBeTruthy();

    const errors = within(section).getByRole('list', { name: '常见错误' });
    const [first, second] = within(errors).getAllByRole('listitem');
    expect(within(first).getByText('模块加载')).toBeTruthy();
    expect(within(first).getByText('Loading chunk 42 failed')).toBeTruthy();
    expect(within(first).getByText(/^pdf tool 1 · 7 次 · 最近 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(second).getByText('未处理的 Promise')).toBeTruthy();

    expect(within(section).getByText('统计 2025-05-19 至 2025-06-01（UTC）；事件保留 30 天后删除。')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith(14);
    expect(telemetryCalls()).toEqual(['/admin/api/telemetry?days=14']);
  });

  it('asks for 30 days when that window is chosen, and shows its numbers', async () => {
    const { section, asked } = await renderPanel();
    await within(section).findByRole('region', { name: '各页面' });
    fireEvent.change(within(section).getByLabelText('时间范围'), { target: { value: '30' } });
    await waitFor(() => expect(within(section).getByText('统计 2025-05-03 至 2025-06-01（UTC）；事件保留 30 天后删除。')).toBeTruthy());
    expect(asked).toHaveBeenLastCalledWith(30);
    expect(telemetryCalls().at(-1)).toBe('/admin/api/telemetry?days=30');
    expect(within(section).getByRole('img', { name: /共访问 3,200 次，点击 1,746 次，错误 25 次$/ })).toBeTruthy();
    expect(within(within(section).getByRole('region', { name: '按日数据' })).getAllByRole('row')).toHaveLength(31);
  });

  it('says so when nothing has been reported in the window yet', async () => {
    api.quietTelemetry = true;
    const { section } = await renderPanel();
    expect(await within(section).findByText('这段时间还没有事件。访客打开页面后，数据会出现在这里。')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
    expect(within(section).getByText(/事件保留 30 天后删除。$/)).toBeTruthy();
  });

  it('says why the summary failed to load, and "retry" loads it', async () => {
    api.failTelemetry = 'the database is away';
    const { section } = await renderPanel();
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText(/^加载失败：.*the database is away$/)).toBeTruthy();
    expect(within(section).queryByText('加载中…')).toBeNull();

    api.failTelemetry = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await within(section).findByRole('region', { name: '各页面' });
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(telemetryCalls()).toEqual(['/admin/api/telemetry?days=14', '/admin/api/telemetry?days=14']);
  });
});
