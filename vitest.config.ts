import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const serverRoot = './apps/server';

/** The server's test files that replace a module (`vi.mock`), relative to its root. */
const mockingFiles = readdirSync(join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => readFileSync(join(serverRoot, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split('\\').join('/')}`);

/**
 * The server's API tests as two projects. In `name`, one worker process runs file after file on
 * one module registry (`isolate: false`): the app is imported once a worker, not once a file (about
 * 2 s each). Each file still builds its own app and store. The files that replace a module with
 * `vi.mock` need a registry of their own, so they run isolated in `name-mocks`.
 */
function serverProjects(
  name: string,
  options: { env?: Record<string, string>; exclude?: string[] },
): TestProjectInlineConfiguration[] {
  const common = {
    root: serverRoot,
    // Each file's PGlite store starts from one migrated data directory (testing/store-template.ts).
    ...(options.env?.TEST_STORE === 'postgres' ? {} : { globalSetup: ['./src/testing/store-template.ts'] }),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    ...(options.env ? { env: options.env } : {}),
  } as const;
  return [
    {
      test: {
        ...common,
        name,
        include: ['src/**/*.test.ts'],
        exclude: [...(options.exclude ?? []), ...mockingFiles],
        isolate: false,
      },
    },
    { test: { ...common, name: `${name}-mocks`, include: mockingFiles, exclude: options.exclude ?? [] } },
  ];
}

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
      ...serverProjects('server', {}),
      ...(process.env.TEST_DATABASE_URL
        ? serverProjects('server-postgres', {
            env: { TEST_STORE: 'postgres' },
            exclude: [
              // Process-level tests start their own servers; they do not depend on the test store.
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
          })
        : []),
    ],
  },
});
