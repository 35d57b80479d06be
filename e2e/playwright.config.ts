import { defineConfig, devices } from '@playwright/test';
import { isCi } from '../scripts/ci-env.mjs';
import { twoNodeServices } from './fixtures/store-mode';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
    // page on each node. Every test of behaviour runs; the accessibility and layout sweeps (axe and
    // fit checks of each page, light and dark, phone and desktop: two thirds of the time) do not
    // depend on the store and run on the embedded project only.
    ...(twoNodeServices()
      ? [
          {
            name: 'postgres-redis',
            metadata: { store: 'postgres-redis' },
            grepInvert: /\baccessible\b|\bfits? the screen\b|axe violations/,
            // The layout walk holds only fit checks (and its route-coverage check, a property of the web app).
            testIgnore: /layout-walk\.spec\.ts$/,
          },
        ]
      : []),
  ],
});
