/**
 * Signing in to /ops in the e2e journeys (issue 22): as an ops person (name and password), or
 * break-glass with the admin token behind the sign-in form's switch.
 */
import { PEOPLE_PATH, personResponseSchema, type OpsRole } from '@toolhub/contracts';
import type { Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config';

/** Adds an ops person with the admin token (as `pnpm toolhub people add` does) and answers their password. */
export async function addOpsPerson(page: Page, name: string, role: OpsRole): Promise<string> {
  const password = `e2e-${name}-password-${Date.now()}`;
  const res = await page.request.post(PEOPLE_PATH, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, data: { name, role, password } });
  // A person left by an earlier run of the same server keeps their password: give them this one.
  if (res.status() === 409) {
    await page.request.post(`${PEOPLE_PATH}/${encodeURIComponent(name)}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, data: { role, password } });
  } else {
    personResponseSchema.parse(await res.json());
  }
  return password;
}

/** On /ops: signs in with name and password. */
export async function signInAs(page: Page, name: string, password: string) {
  await page.getByLabel('名字').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '进入控制台' }).click();
}

/** On /ops: signs in with the admin token (break-glass), as `admin-token`. */
export async function signInWithToken(page: Page, token = ADMIN_TOKEN) {
  await page.getByRole('button', { name: '改用管理令牌登录（应急）' }).click();
  await page.getByLabel('管理令牌').fill(token);
  await page.getByRole('button', { name: '进入控制台' }).click();
}
