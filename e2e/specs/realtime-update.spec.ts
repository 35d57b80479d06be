import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';

// The forced update dialog (docs/architecture.md 16.4, "Version update"): the server announces 3.1.0 on
// realtime connect, newer than the stored/default 3.0.16.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ APP_VERSION: '3.1.0' });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post(`${server.baseURL}/api/login`, { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  const { token } = (await res.json()) as { token: string };
  await page.goto(`${server.baseURL}/login`);
  await page.evaluate(`localStorage.setItem('auth_token', ${JSON.stringify(token)})`);
  await page.goto(`${server.baseURL}/home`);
}

test('a newer server version opens the forced Update Available dialog with a countdown', async ({ page }) => {
  await signIn(page);
  const dialog = page.getByRole('dialog', { name: 'Update Available' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Version 3.1.0');
  // The changelog (or its fallback) is shown.
  await expect(dialog.getByText(/Version 3\.0\.16|A new version is available/).first()).toBeVisible();
  await expect(dialog.getByText(/^Auto-updating in (30|29|28)s$/)).toBeVisible();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText(/^Auto-updating in 2[0-6]s$/)).toBeVisible({ timeout: 10_000 });

  // Not dismissable.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
});

test("'Update Now' stores the version, signs out and returns to /login", async ({ page }) => {
  await signIn(page);
  const dialog = page.getByRole('dialog', { name: 'Update Available' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Update Now' }).click();

  await expect(page).toHaveURL(/\/login(\?.*)?$/, { timeout: 20_000 });
  const stored = await page.evaluate<{ version: string | null; token: string | null }>(
    "({ version: localStorage.getItem('app_version'), token: localStorage.getItem('auth_token') })",
  );
  expect(stored).toEqual({ version: '3.1.0', token: null });

  // Signing in again: the stored version is current, no dialog.
  await signIn(page);
  await expect(page.getByTestId('connection-banner')).toHaveText('Connected', { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Update Available' })).toHaveCount(0);
});
