import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in real Chromium (Debian's, never a downloaded one) against the real
 * server started from the built apps with a fresh embedded database.
 */
const PORT = Number(process.env.E2E_PORT ?? 8199);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The ops token of the e2e server: the registry journeys publish and release with it. */
export const ADMIN_TOKEN = 'e2e-admin-token';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey of five or six steps took over 30 s on a slow, loaded 2-core machine (a CI
  // rehearsal): the limit is for a hung test, not a measure of speed.
  timeout: 60_000,
  // What a visitor waits for (a remote's tool, a task's result) is asserted, never how fast it came:
  // a slow CI machine took over 5 s, Playwright's default, to load a remote while the suite ran.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: chromium,
    locale: 'zh-CN',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node serve.mjs',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), TOOLHUB_ADMIN_TOKEN: ADMIN_TOKEN },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
