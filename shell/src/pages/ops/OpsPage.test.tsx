import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { DialogHost, ToastHost } from '@toolhub/ui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOpsPage } from './test-support/clear-page';
import { ADMIN_TOKEN, PEOPLE, createFakeAdminApi, type FakeAdminApi } from './test-support/fake-admin-api';
import OpsPage, { OPS_LIVE_REFRESH_MS } from './OpsPage';

let api: FakeAdminApi;

beforeEach(() => {
  setLocale('zh-CN');
  sessionStorage.clear();
  localStorage.clear();
  api = createFakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(clearOpsPage);

function renderOps() {
  return render(
    <>
      <OpsPage />
      <DialogHost />
      <ToastHost />
    </>,
  );
}

/** An ops person's sign-in: name and password. */
async function signIn(person: { name: string; password: string } = PEOPLE.admin) {
  fireEvent.change(await screen.findByLabelText('名字'), { target: { value: person.name } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: person.password } });
  fireEvent.click(screen.getByRole('button', { name: '进入控制台' }));
}

/** The break-glass sign-in with the admin token, behind its switch. */
async function signInWithToken(token = ADMIN_TOKEN) {
  fireEvent.click(await screen.findByRole('button', { name: '改用管理令牌登录（应急）' }));
  fireEvent.change(screen.getByLabelText('管理令牌'), { target: { value: token } });
  fireEvent.click(screen.getByRole('button', { name: '进入控制台' }));
}

async function signedIn() {
  renderOps();
  await signIn();
  await screen.findByRole('heading', { name: '远程模块 × 环境' });
}

const cell = (remote: string, env: string) => screen.getByRole('button', { name: new RegExp(`管理 ${remote} 在 ${env} 的发布`) });
const panel = () => screen.getByRole('region', { name: /· / });
/** The changes the page asked for (the sign-in is a POST too). */
const posts = () => api.requests.filter((request) => request.method === 'POST' && request.path !== '/admin/api/session');

/** Nothing the page keeps in the browser's storage looks like a token or a session. */
const storedValues = () => [...Object.values({ ...sessionStorage }), ...Object.values({ ...localStorage })].join('\n');

describe('ops page: signing in', () => {
  it('asks for name and password when there is no session, posts them once to the sign-in, and keeps them nowhere', async () => {
    renderOps();
    expect(await screen.findByRole('heading', { name: '登录运维控制台' })).toBeTruthy();
    // Only the question whether a session exists went out.
    expect(api.requests).toEqual([{ method: 'GET', path: '/admin/api/session', ops: true, authorization: null, body: undefined }]);
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    expect(input.type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: '进入控制台' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入名字和密码');
    expect(api.requests).toHaveLength(1);

    await signIn();
    await screen.findByRole('heading', { name: '运维控制台' });
    expect(screen.getByText('操作人：韩梅梅')).toBeTruthy();
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(api.requests[1]).toEqual({ method: 'POST', path: '/admin/api/session', ops: true, authorization: null, body: { name: PEOPLE.admin.name, password: PEOPLE.admin.password } });
    await waitFor(() => expect(api.requests[2]).toMatchObject({ method: 'GET', path: '/admin/api/registry', ops: true, authorization: null }));
    // The password went out once, in the sign-in's body; no call carries it, and no storage holds it.
    expect(api.requests.slice(2).every((request) => request.authorization === null && !JSON.stringify(request.body ?? '').includes(PEOPLE.admin.password))).toBe(true);
    expect(storedValues()).not.toContain(PEOPLE.admin.password);
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('says when the password is refused, with a fresh form that keeps the name', async () => {
    renderOps();
    await signIn({ name: PEOPLE.admin.name, password: 'not-the-password' });
    const alert = await screen.findByText('名字或密码不对，请重新输入。');
    expect(alert.getAttribute('role')).toBe('alert');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('名字') as HTMLInputElement).value).toBe(PEOPLE.admin.name);
    expect(api.session).toBeNull();
  });

  it('signs in with the admin token behind its switch (break-glass), as admin-token, and says when the token is refused', async () => {
    renderOps();
    await signInWithToken('not-the-token');
    expect(await screen.findByText('管理令牌无效或已失效，请重新输入。')).toBeTruthy();
    // The new form stays on the token.
    expect((screen.getByLabelText('管理令牌') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('管理令牌'), { target: { value: ADMIN_TOKEN } });
    fireEvent.click(screen.getByRole('button', { name: '进入控制台' }));
    await screen.findByRole('heading', { name: '远程模块 × 环境' });
    expect(screen.getByText('操作人：admin-token')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST' && r.path === '/admin/api/session')?.body).toEqual({ token: 'not-the-token' });
  });

  it("says the network is locked out after too many wrong passwords, with the server's wait", async () => {
    api.lockedForSeconds = 14 * 60 + 5;
    renderOps();
    await signIn();
    expect(await screen.findByText('密码或管理令牌错误次数过多，当前网络已被暂时锁定，请 15 分钟后再试。')).toBeTruthy();
  });

  it('speaks English when the visitor chose it', async () => {
    setLocale('en');
    renderOps();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: PEOPLE.admin.name } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: PEOPLE.admin.password } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    await screen.findByRole('heading', { name: 'Remotes × environments' });
    expect(screen.getByRole('button', { name: /Manage ocr in staging/ }).textContent).toContain('Canary1.4.0 @ 50%');
  });

  it('opens on the session the browser holds, and signs it out on the server', async () => {
    api.session = { actor: '韩梅梅', role: 'admin', expires_at: Date.now() + 3_600_000 };
    renderOps();
    await screen.findByRole('heading', { name: '远程模块 × 环境' });
    expect(screen.getByText('操作人：韩梅梅')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(await screen.findByLabelText('密码')).toBeTruthy();
    expect(api.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/admin/api/session', ops: true });
    expect(api.session).toBeNull();
  });

  it('asks to sign in again when the server ends the session', async () => {
    await signedIn();
    api.session = null;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('登录已过期或已在别处退出，请重新登录。')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
  });
});

describe('ops page: the matrix', () => {
  it('shows on/off, stable, canary @ percent, allowlist and failure rate per environment', async () => {
    await signedIn();
    const table = screen.getByRole('table', { name: /每格显示启用状态/ });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toEqual(['远程模块', 'dev', 'staging', 'prod本服务器']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['ocrvision', 'pdfdocs']);

    expect(cell('ocr', 'dev').textContent).toContain('未发布');
    expect(cell('ocr', 'prod').textContent).toMatch(/已启用.*稳定1\.3\.0.*灰度—/);
    const staging = cell('ocr', 'staging').textContent;
    expect(staging).toContain('1.4.0 @ 50%');
    expect(staging).toContain('白名单 2');
    expect(staging).toContain('失败率 1%（2/200）');
    expect(staging).not.toContain('失败率高于');

    // 6 failures in 40 loads, on 5 of 31 networks, is past the policy (above 5 %, 3 networks): flagged.
    const pdfProd = cell('pdf', 'prod').textContent;
    expect(pdfProd).toContain('2.1.0 @ 5%');
    expect(pdfProd).toContain('失败率 15%（6/40）');
    expect(pdfProd).toContain('失败率高于 5%');
    expect(cell('pdf', 'staging').textContent).toContain('已停用');
  });

  it('stays live: what someone else changed shows within a refresh period, without reloading the page', async () => {
    // The page's clock, from before it starts its refreshes; it still runs on by itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await signedIn();
      expect(cell('ocr', 'staging').textContent).toContain('白名单 2');
      // Another person adds a device to the canary's allowlist, on the server.
      const staging = api.state.releases.find((release) => release.env === 'staging' && release.remote === 'ocr');
      staging?.allow.push('guid-added-elsewhere');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(OPS_LIVE_REFRESH_MS);
      });
      await waitFor(() => expect(cell('ocr', 'staging').textContent).toContain('白名单 3'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ops page: changing a release', () => {
  it('releases a canary with the right request, then shows it in the cell', async () => {
    await signedIn();
    fireEvent.click(cell('ocr', 'prod'));
    expect(cell('ocr', 'prod').getAttribute('aria-pressed')).toBe('true');
    const form = within(panel());
    expect(form.getByRole('heading', { name: 'ocr · prod' })).toBe(document.activeElement);

    fireEvent.change(form.getByLabelText('版本'), { target: { value: '1.4.0' } });
    fireEvent.change(form.getByLabelText('访客比例（%）'), { target: { value: '20' } });
    expect((form.getByLabelText('访客比例滑块') as HTMLInputElement).value).toBe('20');
    fireEvent.change(form.getByLabelText('白名单'), { target: { value: 'qb_9, guid-7\nqb_9  ' } });
    expect(form.getByText(/1\.4\.0 将作为灰度版本发给 prod 20% 的访客，另加白名单中的 2 个 ID/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: '发布灰度' }));

    await waitFor(() => expect(cell('ocr', 'prod').textContent).toContain('1.4.0 @ 20%'));
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/admin/api/envs/prod/remotes/ocr/release',
        ops: true,
        authorization: null,
        body: { version: '1.4.0', percent: 20, allow: ['qb_9', 'guid-7'] },
      },
    ]);
    expect(cell('ocr', 'prod').textContent).toContain('白名单 2');
    expect(screen.getAllByText('已将 ocr 1.4.0 灰度发布给 prod 20% 的访客').length).toBeGreaterThan(0);
    // The overview was read again after the change.
    expect(api.requests.filter((r) => r.path === '/admin/api/registry')).toHaveLength(2);
  });

  it('asks before a rollback, says what it will do, and sends the reason', async () => {
    await signedIn();
    fireEvent.click(cell('ocr', 'staging'));
    const rollback = within(panel()).getByRole('button', { name: '回滚：撤下灰度 1.4.0' });
    expect(within(panel()).getByText('撤下灰度版本，所有访客回到稳定版本 1.3.0。')).toBeTruthy();

    fireEvent.click(rollback);
    let confirm = await screen.findByRole('dialog', { name: '请确认' });
    expect(confirm.textContent).toContain('撤下 ocr 在 staging 的灰度版本 1.4.0？所有访客回到稳定版本 1.3.0。');
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toHaveLength(0);

    fireEvent.change(within(panel()).getByLabelText('原因（可选，记入审计日志）'), { target: { value: '错误率升高' } });
    fireEvent.click(rollback);
    confirm = await screen.findByRole('dialog', { name: '请确认' });
    fireEvent.click(within(confirm).getByRole('button', { name: '确认' }));

    await waitFor(() => expect(cell('ocr', 'staging').textContent).toMatch(/灰度—/));
    expect(posts()).toEqual([
      expect.objectContaining({ path: '/admin/api/envs/staging/remotes/ocr/rollback', body: { reason: '错误率升高' } }),
    ]);
    // With no canary left, rollback now names the previous stable, if any; here there is none.
    expect(within(panel()).getByText('没有可回滚的版本：既没有灰度版本，也没有更早的稳定版本。')).toBeTruthy();
  });

  it('names the previous stable a rollback returns to', async () => {
    await signedIn();
    fireEvent.click(cell('ocr', 'prod'));
    expect(within(panel()).getByRole('button', { name: '回滚到 1.2.0' })).toBeTruthy();
    expect(within(panel()).getByText('稳定版本从 1.3.0 退回上一个稳定版本 1.2.0。')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: /转正/ })).toBeNull();

    fireEvent.click(within(panel()).getByRole('button', { name: '关闭面板' }));
    expect(screen.queryByRole('region', { name: 'ocr · prod' })).toBeNull();
    expect(document.activeElement).toBe(cell('ocr', 'prod'));
  });

  it('asks before turning a remote off, and turns it on without asking', async () => {
    await signedIn();
    fireEvent.click(cell('pdf', 'prod'));
    const toggle = within(panel()).getByRole('switch', { name: '在 prod 启用' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('停用 pdf 在 prod 的所有工具？');
    fireEvent.click(within(confirm).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(cell('pdf', 'prod').textContent).toContain('已停用'));
    expect(within(panel()).getByRole('switch').getAttribute('aria-checked')).toBe('false');

    fireEvent.click(within(panel()).getByRole('switch'));
    await waitFor(() => expect(cell('pdf', 'prod').textContent).toContain('已启用'));
    expect(posts().map((p) => p.path)).toEqual(['/admin/api/envs/prod/remotes/pdf/disable', '/admin/api/envs/prod/remotes/pdf/enable']);
  });

  it('promotes a canary after confirmation', async () => {
    await signedIn();
    fireEvent.click(cell('pdf', 'prod'));
    // The canary fails too often: its recent load failures are shown open.
    const failures = panel().querySelector('details')!;
    expect(failures.open).toBe(true);
    expect(failures.textContent).toContain('最近的加载失败');
    expect(failures.textContent).toContain('Loading chunk 42 failed');
    expect(failures.textContent).toContain('entry 阶段');
    expect(failures.textContent).toContain('来自 203.0.113.0/24');
    // How many networks the failures came from: one network's many devices weigh as one.
    expect(panel().textContent).toContain('5/31 个网络有失败');
    fireEvent.click(within(panel()).getByRole('button', { name: '转正 2.1.0' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(cell('pdf', 'prod').textContent).toMatch(/稳定2\.1\.0.*灰度—/));
    expect(posts()[0].path).toBe('/admin/api/envs/prod/remotes/pdf/promote');
  });

  it('shows what the server said when it refuses a release, after the first comma', async () => {
    api.refuseReleases = 'version 1.1.0 needs react ^18.3.1; the shell in prod provides 19.3.1';
    await signedIn();
    fireEvent.click(cell('ocr', 'prod'));
    fireEvent.click(within(panel()).getByRole('button', { name: '发布灰度' }));
    await waitFor(() =>
      expect(within(panel()).getAllByRole('alert').map((a) => a.textContent)).toContain(
        '操作失败：服务异常，请稍后再试：version 1.1.0 needs react ^18.3.1; the shell in prod provides 19.3.1',
      ),
    );
    expect(cell('ocr', 'prod').textContent).toContain('稳定1.3.0');
  });
});

describe('ops page: versions and audit log', () => {
  it('shows the evidence behind an automatic rollback: figures, rule, phases, networks and devices', async () => {
    await signedIn();
    const log = within(screen.getByRole('region', { name: '审计日志' }));
    const reason = await log.findByText(/canary 1\.3\.1 failed to load/);
    const evidence = reason.closest('td')!.querySelector('details')!;
    expect(evidence.querySelector('summary')?.textContent).toBe('回滚依据');
    expect(evidence.textContent).toContain('9/24 台设备加载失败，来自 7/19 个网络（统计 10 分钟）');
    expect(evidence.textContent).toContain('规则：失败率超过 5%，至少 20 台设备、3 个网络');
    expect(evidence.textContent).toContain('entry：7 台');
    expect(evidence.textContent).toContain('203.0.113.0/24：3 台');
    const devices = within(within(evidence).getByRole('table')).getAllByRole('row').slice(1);
    expect(devices.map((row) => row.textContent)).toEqual([
      expect.stringContaining('guid-9f2c203.0.113.0/24entryLoading chunk 42 failed'),
      expect.stringContaining('guid-1b7e2001:db8:7:1::/64moduleChunkLoadError'),
    ]);
  });

  it('lists the versions of the selected remote with publisher, digest, size, tools and shared dependencies', async () => {
    await signedIn();
    fireEvent.click(cell('ocr', 'staging'));
    const versions = within(await screen.findByRole('region', { name: 'ocr 的版本' }));
    await waitFor(() => expect(versions.getAllByRole('row')).toHaveLength(3));
    const [newest, older] = versions.getAllByRole('row').slice(1);
    expect(newest.textContent).toContain('1.4.0');
    expect(newest.textContent).toContain('staging 灰度');
    expect(newest.textContent).toContain('ci-bot');
    expect(newest.textContent).toContain('ocr1.4.00000');
    expect(newest.textContent).toContain('7 个文件 · 179.2 KB');
    expect(newest.textContent).toContain('react 19.3.1 / ^19.3.1');
    expect(newest.textContent).toContain('@toolhub/sdk 0.1.0 / 任意版本');
    expect(within(newest).getAllByRole('cell')[4].textContent).toBe('3');
    expect(older.textContent).toContain('prod 稳定');
    expect(api.requests.some((r) => r.path === '/admin/api/remotes/ocr/versions')).toBe(true);
  });

  it('lists audit entries newest first with actor and reason, filters them, and discloses before → after', async () => {
    renderOps();
    await signIn(PEOPLE.releaser);
    await screen.findByRole('heading', { name: '远程模块 × 环境' });
    expect(screen.getByText('操作人：李雷')).toBeTruthy();
    const log = within(screen.getByRole('region', { name: '审计日志' }));
    await waitFor(() => expect(log.getAllByRole('row').length).toBeGreaterThan(2));
    const rows = log.getAllByRole('row').filter((row) => row.closest('table')?.parentElement?.closest('table') === null);
    const first = rows[1];
    expect(first.textContent).toContain('alice');
    expect(first.textContent).toContain('try the new layout model');
    expect(first.textContent).toContain('发布');
    expect(first.textContent).toContain('staging');
    expect(rows[2].textContent).toContain('ci-bot');

    const details = first.querySelector('details')!;
    expect(details.querySelector('summary')?.textContent).toBe('变更前 → 变更后');
    const diff = within(details).getByRole('table');
    expect(within(diff).getByRole('rowheader', { name: 'canary' }).parentElement?.textContent).toBe('canary—1.4.0');
    expect(within(diff).getByRole('rowheader', { name: 'percent' }).parentElement?.textContent).toBe('percent050');

    fireEvent.change(log.getByLabelText('环境'), { target: { value: 'prod' } });
    await waitFor(() => expect(log.getByText('没有符合条件的记录。')).toBeTruthy());
    expect(api.requests.at(-1)?.path).toBe('/admin/api/audit?env=prod&limit=50');

    // A change made on the page shows up in the log.
    fireEvent.click(cell('ocr', 'prod'));
    fireEvent.change(within(panel()).getByLabelText('原因（可选，记入审计日志）'), { target: { value: '维护' } });
    fireEvent.click(within(panel()).getByRole('switch'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(log.getByText('维护')).toBeTruthy());
    // The log names the person signed in: the hub knows who, no name is claimed on a call.
    expect(log.getByText('维护').closest('tr')?.textContent).toContain('李雷');
    expect(api.requests.filter((r) => r.path !== '/admin/api/session').every((r) => !JSON.stringify(r.body ?? {}).includes('李雷'))).toBe(true);
  });
});
