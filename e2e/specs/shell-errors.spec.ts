import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { DESKTOP, PHONE } from '../fixtures/viewports';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

// /__test/error exists only when the diagnostics flag is set in localStorage (or in dev builds).
const enableDiagnostics = `localStorage.setItem('chapter_diagnostics', '1')`;

for (const [name, viewport] of [
  ['desktop (1280 px)', DESKTOP],
  ['phone (375 px)', PHONE],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('sends an error report from the error card', async ({ page }) => {
      await signIn(page, server, '/home');
      await page.evaluate(enableDiagnostics);
      await page.goto(`${server.baseURL}/__test/error`);
      await expect(page.getByText('Something went wrong')).toBeVisible();
      await expect(page.getByText('We encountered an error while rendering this page')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      // The shell stays around the failed page.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

      await page.getByRole('button', { name: 'Report Issue' }).click();
      await expect(page.getByLabel(/Your email/)).toHaveCount(0);
      await page.getByLabel(/What were you doing/).fill('Opened the diagnostics page');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/email/error-report'));
      await page.getByRole('button', { name: 'Send Report' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      const { reportId } = (await response.json()) as { reportId: string };
      expect(reportId).toMatch(/^ERR-\d{8}-[A-Z2-9]{6}$/);
      await expect(page.getByText('Error Report Sent', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`Thank you for your report. Reference ID: ${reportId}`, { exact: true }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
}

test('the diagnostic route does not exist without the flag', async ({ page }) => {
  await signIn(page, server, '/__test/error');
  await expect(page).toHaveURL(/\/home$/);
});
