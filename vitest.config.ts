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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/cli/**/*.test.ts', 'server/engines/**/*.test.ts', 'server/setup/**/*.test.ts', 'shared/contracts/src/**/*.test.ts', 'shared/sdk/src/**/*.test.ts', 'bench/**/*.test.ts'],
          // Server integration tests share one PostgreSQL database when DATABASE_URL is set.
          fileParallelism: false,
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
