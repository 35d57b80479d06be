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

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('navigates by the sidebar; the header names each page', async ({ page }) => {
    await signIn(page, server, '/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Chapter' })).toBeVisible();
    await expect(page.getByText(/^\d+ members?$/).first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox']);

    await nav.getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

    await nav.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/activity\/given$/);
    await expect(
      page.getByRole('navigation', { name: 'Activity' }).getByRole('link', { name: 'Received' }),
    ).toBeVisible();

    await nav.getByRole('link', { name: 'Roster' }).click();
    await expect(page).toHaveURL(/\/roster$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.getByRole('link', { name: /Profile/ }).click();
    await expect(page).toHaveURL(/\/profile\/me$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Administrator' })).toBeVisible();
  });

  test('opens Visitors, Support and About from the More menu', async ({ page }) => {
    await signIn(page, server, '/home');
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Visitors', 'Support', 'About', 'Logout']);
    await page.getByRole('menuitem', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByRole('link', { name: 'support@localhost' })).toBeVisible();

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'About' }).click();
    await page.getByRole('tab', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/about\/changelog$/);
    await expect(page.getByRole('heading', { name: 'Version 3.0.16' })).toBeVisible();
  });

  test('remembers a collapsed sidebar across a reload', async ({ page }) => {
    await signIn(page, server, '/home');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.locator('aside')).toHaveCSS('width', '72px');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.locator('aside')).toHaveCSS('width', '72px');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.locator('aside')).toHaveCSS('width', '240px');
  });

  test('sends a signed-out visit to /login, and unknown paths home when signed in', async ({ page }) => {
    await page.goto(`${server.baseURL}/roster`);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, server, '/no/such/page');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('logs out from the More menu', async ({ page }) => {
    await signIn(page, server, '/home');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate<string | null>(`localStorage.getItem('auth_token')`)).toBeNull();
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('navigates by the bottom bar', async ({ page }) => {
    await signIn(page, server, '/home');
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link')).toHaveText([
      'Home',
      'Calendar',
      'Activity',
      'Roster',
      'Inbox',
      'More',
    ]);
    await expect(page.locator('aside')).toHaveCount(0);

    await bar.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/activity\/given$/);
    await page.getByRole('button', { name: 'Show legend' }).click();
    await expect(page).toHaveURL(/\/activity\/given\?showLegend=true$/);
    await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();

    await bar.getByRole('link', { name: 'Inbox' }).click();
    await expect(page).toHaveURL(/\/inbox$/);

    await bar.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/more$/);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('hides the header on scroll down and shows it on scroll up', async ({ page }) => {
    await signIn(page, server, '/privacy-policy');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-visible', 'true');
    const scroll = (y: number) =>
      page.evaluate(`(() => {
        const el = document.querySelector('[data-scroll-area="main"]');
        el.scrollTop = ${y};
        el.dispatchEvent(new Event('scroll'));
      })()`);
    await scroll(400);
    await expect(header).toHaveAttribute('data-visible', 'false');
    await scroll(300);
    await expect(header).toHaveAttribute('data-visible', 'true');
  });
});
