import { expect, type Page, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { DESKTOP, PHONE } from '../fixtures/viewports';
import { htmlHasDarkClass } from './shell-helpers';

/** The visible card a person taps; its radio is visually hidden inside it. */
const themeOption = (page: Page, name: RegExp) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name }) });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP, colorScheme: 'light' });

  test('a dark theme chosen in settings survives a reload', async ({ page }) => {
    const token = await signIn(page, server, '/settings/appearance');
    await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
    expect(await htmlHasDarkClass(page)).toBe(false);

    await themeOption(page, /^Dark/).click();
    await expect.poll(() => htmlHasDarkClass(page)).toBe(true);
    await expect
      .poll(async () => {
        const res = await page.request.get(`${server.baseURL}/api/settings`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { appearance: unknown }).appearance;
      })
      .toMatchObject({ darkMode: true, useSystemTheme: false, themePreference: 'dark' });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Theme' })).toBeVisible();
    expect(await htmlHasDarkClass(page)).toBe(true);
    await expect(page.getByRole('radio', { name: /^Dark/ })).toBeChecked();

    // Back to light for the other tests.
    await themeOption(page, /^Light/).click();
    await expect.poll(() => htmlHasDarkClass(page)).toBe(false);
  });

  test('System follows the operating system', async ({ page }) => {
    await signIn(page, server, '/settings/appearance');
    await themeOption(page, /^System/).click();
    await expect.poll(() => htmlHasDarkClass(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlHasDarkClass(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlHasDarkClass(page)).toBe(false);
  });

  test('lists my signed-in devices', async ({ page }) => {
    await signIn(page, server, '/settings/account/sessions');
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByText('This device')).toBeVisible();
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('shows the categories, then one category with a way back', async ({ page }) => {
    await signIn(page, server, '/settings');
    await page.getByRole('link', { name: /Notifications/ }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('switch', { name: 'Desktop notifications' })).toBeVisible();
    await page.getByRole('link', { name: 'All settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
