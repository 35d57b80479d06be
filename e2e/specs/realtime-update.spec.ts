import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';

// The forced update dialog (docs/architecture.md 16.4, "Version update"): the server announces 3.1.0 on
// realtime connect, newer than the stored/default 3.0.16.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ APP_VERSION: '3.1.0' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a newer server version opens the forced Update Available dialog with a countdown', async ({ page }) => {
  await signIn(page, server);
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
  await signIn(page, server);
  const dialog = page.getByRole('dialog', { name: 'Update Available' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Update Now' }).click();

  await expect(page).toHaveURL(/\/login(\?.*)?$/, { timeout: 20_000 });
  const stored = await page.evaluate<{ version: string | null; token: string | null }>(
    "({ version: localStorage.getItem('app_version'), token: localStorage.getItem('auth_token') })",
  );
  expect(stored).toEqual({ version: '3.1.0', token: null });

  // Signing in again: the stored version is current, no dialog.
  await signIn(page, server);
  await expect(page.getByTestId('connection-banner')).toHaveText('Connected', { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Update Available' })).toHaveCount(0);
});
