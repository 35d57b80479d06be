import { expect } from '@playwright/test';
import { expectNoSeriousViolations } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { settled } from '../fixtures/settled';
import { test } from '../fixtures/test';
import { eachViewport } from '../fixtures/viewports';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const PAGES = [
  '/home',
  '/settings/appearance',
  '/more',
  '/about',
  '/support',
  '/activity/given',
  '/admin/dashboard',
];

eachViewport(() => {
  test('the shell has no serious or critical axe violations', async ({ page }) => {
    await signIn(page, server, '/home');
    for (const path of PAGES) {
      await page.goto(`${server.baseURL}${path}`);
      await expect(page.locator('h1')).toBeVisible();
      await settled(page);
      await expectNoSeriousViolations(page, path);
    }
  });
});
