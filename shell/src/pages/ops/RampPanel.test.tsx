import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Ramp, RegistryOverview, RemoteVersion } from '@toolhub/contracts';
import { setLocale } from '@toolhub/sdk';
import { DialogHost } from '@toolhub/ui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOpsPage } from './test-support/clear-page';
import { createAdminClient } from './admin-api';
import { RampPanel } from './RampPanel';
import { ReleaseMatrix } from './ReleaseMatrix';

const T0 = new Date(2026, 10, 20, 10, 0).getTime();
const HOLD = 30 * 60_000;

const version = (v: string, at: number): RemoteVersion => ({
  remote: 'ocr',
  version: v,
  digest: `sha256:${v}`,
  shared: [],
  catalog: [],
  manifest_url: `/remotes/ocr/${v}/mf-manifest.json`,
  files: 3,
  bytes: 1000,
  published_by: 'ci',
  published_at: at,
});
const VERSIONS = [version('1.5.0', T0 - 1000), version('1.4.0', T0 - 2000), version('1.3.0', T0 - 3000)];

const ramp = (fields: Partial<Ramp>): Ramp => ({
  env: 'staging',
  remote: 'ocr',
  version: '1.4.0',
  steps: [10, 50, 100],
  step: 0,
  hold_ms: HOLD,
  next_at: T0 + HOLD,
  state: 'running',
  held_since: null,
  gate: null,
  ended: null,
  started_by: '李雷',
  started_at: T0,
  updated_at: T0,
  ...fields,
});

function overviewWith(ramps: Ramp[]): RegistryOverview {
  return {
    env: 'staging',
    environments: [{ name: 'staging', shell_shared: null, shell_seen_at: null }],
    remotes: [{ name: 'ocr', team: 'ocr', description: '', created_at: T0 }],
    versions: VERSIONS,
    releases: [{ env: 'staging', remote: 'ocr', enabled: true, stable: '1.3.0', canary: '1.4.0', percent: 10, allow: [], history: [], updated_at: T0 }],
    loads: [],
    rollback_policy: { max_failure_rate: 0.05, min_loads: 20, min_networks: 3, window_ms: 600_000 },
    ramps,
  };
}

let posted: { url: string; body: unknown }[];

beforeEach(() => {
  setLocale('zh-CN');
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as { version?: string }) : undefined;
    posted.push({ url, body });
    const answer = url.endsWith('/stop') ? ramp({ state: 'stopped', next_at: null, ended: 'stopped by 李雷' }) : ramp({ version: body?.version ?? '1.4.0' });
    return new Response(JSON.stringify({ ret: 0, data: answer }), { status: 200 });
  });
});
afterEach(clearOpsPage);

function renderPanel(ramps: Ramp[], readOnly = false) {
  const onChanged = vi.fn(async () => undefined);
  render(
    <>
      <RampPanel client={createAdminClient()} overview={overviewWith(ramps)} remote="ocr" env="staging" versions={VERSIONS} onChanged={onChanged} readOnly={readOnly} />
      <DialogHost />
    </>,
  );
  return { section: screen.getByRole('region', { name: '分步放量' }), onChanged };
}

const confirm = async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));

describe('the ramp part of the remote panel', () => {
  it('starts a ramp of the canary with the steps and wait given, after confirmation, with the gate it will check said', async () => {
    const { section, onChanged } = renderPanel([]);
    expect(section.textContent).toContain('至少 20 位访客、3 个网络上报，失败率不超过 5%');
    const select = within(section).getByLabelText('放量版本') as HTMLSelectElement;
    // The stable version is not offered; the canary is chosen.
    expect([...select.options].map((o) => o.value)).toEqual(['1.5.0', '1.4.0']);
    expect(select.value).toBe('1.4.0');
    expect((within(section).getByLabelText(/步骤/) as HTMLInputElement).value).toBe('10,50,100');
    fireEvent.change(within(section).getByLabelText(/步骤/), { target: { value: '20, 100' } });
    fireEvent.change(within(section).getByLabelText(/每步等待/), { target: { value: '45' } });
    fireEvent.click(within(section).getByRole('button', { name: '开始放量' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('按 20 → 100% 分步把 ocr 1.4.0 放给 staging 的访客，每步等待 45 分钟？');
    await confirm();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(posted).toEqual([{ url: '/admin/api/envs/staging/remotes/ocr/ramp', body: { version: '1.4.0', steps: [20, 100], hold_ms: 45 * 60_000 } }]);
  });

  it('refuses steps that do not rise to 100 before asking the server', async () => {
    const { section } = renderPanel([]);
    fireEvent.change(within(section).getByLabelText(/步骤/), { target: { value: '50,10' } });
    fireEvent.click(within(section).getByRole('button', { name: '开始放量' }));
    expect(within(section).getByRole('alert').textContent).toBe('步骤须为 1–100 的递增整数，最后一步为 100。');
    expect(within(section).getByLabelText(/步骤/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('shows a held ramp: its step, since when the next is due, why the gate holds and when it gives up; and stops it', async () => {
    const gate = { result: 'failing' as const, loads: 40, failures: 6, networks: 5, at: T0 + HOLD };
    const { section, onChanged } = renderPanel([ramp({ state: 'holding', held_since: T0 + HOLD, gate })]);
    const status = within(section).getByRole('status');
    expect(status.textContent).toContain('正在放量 1.4.0：第 1/3 步（10%），由 李雷 发起');
    expect(status.textContent).toContain('下一步 50%：已到时间（2026-11-20 10:30），等待健康门槛');
    expect(status.textContent).toContain('健康门槛：暂停 — 失败率超过上限（6/40 失败，5 个网络）；超过 2026-11-20 12:00 仍未通过将停止放量');
    expect(within(section).queryByRole('button', { name: '开始放量' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: '停止放量' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('访客停留在当前的 10%');
    await confirm();
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(posted).toEqual([{ url: '/admin/api/envs/staging/remotes/ocr/ramp/stop', body: {} }]);
  });

  it('shows a running ramp to a viewer without the buttons, and how the last one ended', () => {
    const { section } = renderPanel([ramp({ gate: { result: 'ok', loads: 25, failures: 0, networks: 4, at: T0 } })], true);
    expect(within(section).getByRole('status').textContent).toContain('下一步 50%：2026-11-20 10:30');
    expect(within(section).getByRole('status').textContent).toContain('健康门槛：通过（0/25 失败，4 个网络）');
    expect(within(section).queryByRole('button')).toBeNull();
    cleanup();
    const ended = renderPanel([ramp({ state: 'stopped', next_at: null, ended: 'stopped by 韩梅梅' })], true).section;
    expect(ended.textContent).toContain('上次放量：1.4.0 已停止 — stopped by 韩梅梅');
    expect(within(ended).queryByRole('button')).toBeNull();
  });
});

describe('a ramp in the status table', () => {
  const cell = () => screen.getByRole('button', { name: /ocr/ });

  it('tags the cell while the ramp moves visitors, held or not, and not once it ended', () => {
    const { rerender } = render(<ReleaseMatrix overview={overviewWith([ramp({ step: 1 })])} onSelect={() => undefined} />);
    expect(within(cell()).getByText('放量中 2/3，下一步 100%')).toBeTruthy();
    rerender(<ReleaseMatrix overview={overviewWith([ramp({ state: 'holding', held_since: T0 + HOLD })])} onSelect={() => undefined} />);
    expect(within(cell()).getByText('放量暂停：健康门槛未过')).toBeTruthy();
    rerender(<ReleaseMatrix overview={overviewWith([ramp({ state: 'done', next_at: null })])} onSelect={() => undefined} />);
    expect(cell().querySelector('[data-role="ramp"]')).toBeNull();
  });
});
