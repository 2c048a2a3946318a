// Starts the real server for the e2e suite on a fresh embedded database (SQLite in a
// temporary DATA_DIR), whatever DATABASE_URL the surrounding CI exports.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-e2e-'));
// The test task handlers (a digest of an uploaded file, …) drive the files-and-tasks journey
// before any tool family has an engine of its own.
const testHandlers = path.join(import.meta.dirname, '../server/src/tasks/test-support/handlers.ts');
// The registry journeys publish and release with the admin token of playwright.config.ts, and roll
// a canary back after a few failing visitors instead of the production minimum. Every browser of
// the suite comes from 127.0.0.1, one client network: the production rule of failures from at
// least 3 networks, and the per-network budget of served devices and reports, would never let
// one machine's visitors count (server/src/registry/load-reports.test.ts tests those rules).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  TOOLHUB_ENV: 'test',
  TOOLHUB_TASK_HANDLERS: testHandlers,
  TOOLHUB_CANARY_MIN_LOADS: '3',
  TOOLHUB_CANARY_MAX_FAILURE_RATE: '0.5',
  TOOLHUB_CANARY_MIN_NETWORKS: '1',
  TOOLHUB_CANARY_NETWORK_RATE: '100000',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const server = spawn('pnpm', ['--filter', '@toolhub/server', 'start'], { env, stdio: 'inherit' });
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
