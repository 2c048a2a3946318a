import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests live beside the code they test. Browser code (`*.test.tsx`
 * and anything under shell/, remotes/, shared/ui/) runs in happy-dom; the rest in Node.
 */
export default defineConfig({
  test: {
    // A test that builds two hubs (each migrating a fresh database) takes 5 s on a slow 2-core
    // machine: the limits are for hung tests, not for timing. The projects extend these.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The machine has 2 cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/cli/**/*.test.ts', 'server/engines/**/*.test.ts', 'server/setup/**/*.test.ts', 'shared/contracts/src/**/*.test.ts', 'shared/remote-kit/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // Two files at a time: each server test works in a PostgreSQL schema, a Redis key prefix
          // and a queue of its own. Run one by one the node tests took 16 min of CI's 30; two at a
          // time, 9 min. (Parallel runs failed now and then with "schema … does not exist": Kysely's
          // migrator read every schema's columns while another file dropped its schema; migrate()
          // now looks only at its own, server/src/db/migrate.test.ts.)
          fileParallelism: true,
          // The server's files share a worker's modules instead of importing the server, its
          // engines and their native modules anew for each of 185 files: that import was 290 s of
          // CPU in a 15-minute run on 2 cores (now 25 s). They mock no module and each builds its
          // own hubs, so sharing the modules shares no state; an environment variable a file stubs
          // is put back after it. Among the sdk's files a cache test of the server once failed:
          // those mock modules and timers, and stay in the project below.
          isolate: false,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          // The sdk's tests mock modules and timers: each file in a fresh worker of its own (as are
          // the browser tests below, whose DOM and mocks would otherwise carry over).
          name: 'sdk',
          environment: 'node',
          include: ['shared/sdk/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['shared/ui/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'remotes/*/src/**/*.test.{ts,tsx}', 'shared/sdk/src/**/*.test.tsx'],
        },
      },
    ],
  },
});
