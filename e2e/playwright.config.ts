import { defineConfig, devices } from '@playwright/test';
import { isCi } from '../scripts/ci-env.mjs';

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
});
