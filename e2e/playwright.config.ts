import { defineConfig, devices } from '@playwright/test';
import { isCi } from '../scripts/ci-env.mjs';
import { twoNodeServices } from './fixtures/store-mode';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Spec files run two at a time (each starts its own servers on free ports, a fresh store and its
  // own Redis database), the tests of one file in order; the longest files (the layout walk, the
  // admin people pages, the meetings sweeps) declare parallel mode and share both workers.
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more, but a pass on that retry is still a failure ("flaky"):
  // Playwright exits non-zero and `npm test` names the test and counts it as failed.
  retries: isCi() ? 1 : 0,
  failOnFlakyTests: isCi(),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // One server on a fresh PGlite DATA_DIR, no Redis (e2e/fixtures/server.ts).
    { name: 'embedded', metadata: { store: 'embedded' } },
    // With TEST_DATABASE_URL and TEST_REDIS_URL (CI has both): the specs again on two server nodes
    // sharing a fresh PostgreSQL database and Redis (docs/architecture.md 9); the live specs open one
    // page on each node. The tests whose outcome can depend on the store, Redis or a second node run
    // (live updates, sign-in limits, mail, imports, uploads, restarts); the accessibility and layout
    // sweeps and the pure screen behaviour below run on the embedded project only.
    ...(twoNodeServices()
      ? [
          {
            name: 'postgres-redis',
            metadata: { store: 'postgres-redis' },
            grepInvert: /\baccessible\b|\bfits? the screen\b|axe violations/,
            // The layout walk holds only fit checks (and its route-coverage check, a property of the web
            // app). The shell's navigation, admin mode, settings screens, error card and the roster's
            // search and layout are the web app's behaviour over the same API: a second store and a
            // second node prove nothing new there.
            testIgnore:
              /\b(layout-walk|shell-navigation|shell-admin|shell-settings|shell-errors|smoke|roster)\.spec\.ts$/,
          },
        ]
      : []),
  ],
});
