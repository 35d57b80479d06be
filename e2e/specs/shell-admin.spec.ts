import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { DESKTOP, PHONE } from '../fixtures/viewports';
import { registerVisitor } from './shell-helpers';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('switches into admin mode and back', async ({ page }) => {
    await signIn(page, server, '/home');
    await page.getByRole('link', { name: 'Enter Admin Mode' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Management' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Activity',
      'Groups',
      'Users',
      'Messaging',
      'Attendance',
      'Approvals',
      'Renewals',
      'Roles & Permissions',
      'Reports',
      'Tools',
    ]);
    // The Admin role is a leadership role: the admin menu has its own style.
    await expect(page.locator('aside')).toHaveAttribute('data-leadership', 'true');
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByRole('link', { name: 'Admin settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeVisible();

    await page.getByRole('link', { name: 'Exit Admin' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('redirects /admin to the dashboard', async ({ page }) => {
    await signIn(page, server, '/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('sends a member without admin permissions from /admin/users to /home', async ({ page }) => {
    const visitor = await registerVisitor(page, server);
    await signIn(page, server, '/admin/users', visitor);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Your membership is awaiting approval')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Enter Admin Mode' })).toHaveCount(0);
    // Visitor permissions: Calendar only among the gated pages.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'Calendar',
      'Inbox',
    ]);
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('shows the admin bottom bar and the banner back to member pages', async ({ page }) => {
    await signIn(page, server, '/more');
    await page.getByRole('link', { name: /Enter Admin Mode/ }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const bar = page.getByRole('navigation', { name: 'Management' });
    await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Activity', 'Groups', 'Users', 'More']);
    await bar.getByRole('link', { name: 'More' }).click();
    await expect(page).toHaveURL(/\/admin\/more$/);
    await expect(page.getByRole('link', { name: /Roles & Permissions/ })).toBeVisible();

    await page.getByRole('link', { name: 'Viewing management tools. Tap here to switch back.' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'Calendar',
      'Activity',
      'Roster',
      'Inbox',
      'More',
    ]);
  });
});
