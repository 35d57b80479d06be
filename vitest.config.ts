import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, one project per side. API tests build the app in-process.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine. Test
    // files wait on PGlite, PostgreSQL and sockets as much as they compute, so one a core.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: process.env.VITEST_JSON
      ? ['default', ['json', { outputFile: process.env.VITEST_JSON }]]
      : ['default'],
    projects: [
      // The web app's component tests (jsdom, React plugin): its own config file.
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The test runner's own helpers (plain JavaScript that `node scripts/*.mjs` runs as is).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'realtime',
          root: './packages/realtime',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // Each file's store starts from one migrated PGlite data directory (testing/store-template.ts).
          globalSetup: ['./src/testing/store-template.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                root: './apps/server',
                include: ['src/**/*.test.ts'],
                // Process-level tests start their own servers; they do not depend on the test store.
                exclude: [
                  'src/main.test.ts',
                  'src/main.first-start.test.ts',
                  'src/db/store-durability.test.ts',
                  'src/db/store-lock.test.ts',
                  'src/seed/seed-demo.lock.test.ts',
                  // Generated tables read the code, not the store.
                  'src/docs/architecture-tables.test.ts',
                  // PGlite's data-directory copies, whatever the test store.
                  'src/testing/store-template.test.ts',
                ],
                environment: 'node' as const,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                pool: 'forks' as const,
                env: { TEST_STORE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
