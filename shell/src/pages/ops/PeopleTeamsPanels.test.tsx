import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { DialogHost, ToastHost } from '@toolhub/ui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOpsPage } from './test-support/clear-page';
import { PEOPLE, createFakeAdminApi, type FakeAdminApi } from './test-support/fake-admin-api';
import OpsPage from './OpsPage';

/** The people and teams panels (issue 22) and what each role is offered. */

let api: FakeAdminApi;
beforeEach(() => {
  setLocale('zh-CN');
  api = createFakeAdminApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(clearOpsPage);

async function openAs(person: (typeof PEOPLE)[keyof typeof PEOPLE]) {
  api.session = { actor: person.name, role: person.role, expires_at: Date.now() + 3_600_000 };
  render(
    <>
      <OpsPage />
      <DialogHost />
      <ToastHost />
    </>,
  );
  await screen.findByRole('heading', { name: '远程模块 × 环境' });
}
const confirmDialog = async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认' }));

describe('ops page: people and teams', () => {
  it('an admin adds a person without a password and sees the one the hub made, once; changes a role', async () => {
    await openAs(PEOPLE.admin);
    const people = within(await screen.findByRole('region', { name: '运维成员' }));
    await waitFor(() => expect(people.getByText('小王')).toBeTruthy());

    fireEvent.change(people.getByLabelText('名字'), { target: { value: 'carol' } });
    fireEvent.change(people.getByLabelText('角色'), { target: { value: 'releaser' } });
    fireEvent.click(people.getByRole('button', { name: '添加成员' }));
    const secret = await people.findByTestId('secret-once');
    const made = api.people.find((p) => p.name === 'carol');
    expect(made?.role).toBe('releaser');
    expect(secret.textContent).toBe(made?.password);
    expect(people.getByText('carol 的密码，只显示这一次，请当面或用安全的方式交给本人：')).toBeTruthy();
    fireEvent.click(people.getByRole('button', { name: '我已保存' }));
    expect(people.queryByTestId('secret-once')).toBeNull();

    fireEvent.change(people.getByLabelText('角色 · 小王'), { target: { value: 'releaser' } });
    await waitFor(() => expect(api.people.find((p) => p.name === '小王')?.role).toBe('releaser'));
    expect(api.audit[0]).toMatchObject({ actor: '韩梅梅', action: 'change-person' });
  });

  it('an admin makes a team, rotates its token after confirming (shown once) and revokes it', async () => {
    await openAs(PEOPLE.admin);
    const teams = within(await screen.findByRole('region', { name: '团队与发布令牌' }));
    await waitFor(() => expect(teams.getByText('vision')).toBeTruthy());

    fireEvent.change(teams.getByLabelText('团队名'), { target: { value: 'docs' } });
    fireEvent.change(teams.getByLabelText('拥有的远程模块（逗号分隔）'), { target: { value: 'pdf，text' } });
    fireEvent.click(teams.getByRole('button', { name: '添加团队' }));
    await waitFor(() => expect(api.teams.find((team) => team.name === 'docs')?.remotes).toEqual(['pdf', 'text']));

    // A team without a token gets one at once; one with a token is asked about first.
    const docs = () => within(teams.getByText('docs').closest('tr')!);
    fireEvent.click(await waitFor(() => docs().getByRole('button', { name: '生成令牌' })));
    expect((await teams.findByTestId('secret-once')).textContent).toMatch(/^tht_docs_/);
    fireEvent.click(teams.getByRole('button', { name: '我已保存' }));

    const vision = within(teams.getByText('vision').closest('tr')!);
    fireEvent.click(vision.getByRole('button', { name: '轮换令牌' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('旧令牌会立即失效');
    await confirmDialog();
    expect((await teams.findByTestId('secret-once')).textContent).toMatch(/^tht_vision_/);

    fireEvent.click(vision.getByRole('button', { name: '吊销' }));
    await confirmDialog();
    await waitFor(() => expect(api.teams.find((team) => team.name === 'vision')?.token).toBeNull());
    expect(api.audit.slice(0, 3).map((entry) => `${entry.action}:${entry.actor}`)).toEqual(['revoke-token:韩梅梅', 'issue-token:韩梅梅', 'issue-token:韩梅梅']);
  });

  it('a viewer sees the release but is offered no change, and no people or teams', async () => {
    await openAs(PEOPLE.viewer);
    expect(screen.getByText('只读')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /管理 ocr 在 prod 的发布/ }));
    const panel = screen.getByRole('region', { name: /· / });
    expect(within(panel).getByText(/你是只读成员/)).toBeTruthy();
    expect(within(panel).queryByRole('switch')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /发布/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '运维成员' })).toBeNull();
    expect(screen.queryByRole('region', { name: '团队与发布令牌' })).toBeNull();
    expect(api.requests.some((r) => r.path.startsWith('/admin/api/people') || r.path.startsWith('/admin/api/teams'))).toBe(false);
  });

  it('a releaser may release but is not shown people or teams; a refusal (403) is said, not a sign-out', async () => {
    await openAs(PEOPLE.releaser);
    fireEvent.click(screen.getByRole('button', { name: /管理 ocr 在 prod 的发布/ }));
    expect(within(screen.getByRole('region', { name: /· / })).getByRole('switch')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '运维成员' })).toBeNull();

    // Demoted meanwhile: the hub refuses the change, the page says so and stays signed in.
    api.session!.role = 'viewer';
    const panel = within(screen.getByRole('region', { name: /· / }));
    fireEvent.click(panel.getByRole('switch'));
    await confirmDialog();
    await waitFor(() => expect(panel.getAllByRole('alert').map((alert) => alert.textContent).join('\n')).toContain('李雷 is a viewer'));
    expect(screen.getByRole('heading', { name: '远程模块 × 环境' })).toBeTruthy();
  });
});
