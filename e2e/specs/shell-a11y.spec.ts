import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { seriousViolations } from './a11y-helpers';
import { DESKTOP, PHONE, signIn } from './shell-helpers';

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

for (const [name, viewport] of [
  ['desktop (1280 px)', DESKTOP],
  ['phone (375 px)', PHONE],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${name}, ${scheme}`, () => {
      test.use({ viewport, colorScheme: scheme });

      test('the shell has no serious or critical axe violations', async ({ page }) => {
        await signIn(page, server, '/home');
        for (const path of PAGES) {
          await page.goto(`${server.baseURL}${path}`);
          await expect(page.locator('h1')).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect(await seriousViolations(page), path).toEqual([]);
        }
      });
    });
  }
}
