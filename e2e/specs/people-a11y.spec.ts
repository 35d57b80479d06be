import { expect } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { test } from '../fixtures/test';
import { eachViewport } from '../fixtures/viewports';
import { pngOf, type SeededMember, seedMembers } from './people-helpers';

// The roster and profile pages (and the photo dialog) on a 375 px phone and a desktop, each state
// checked light and dark: no serious or critical axe violation and no sideways scrolling.

let server: TestServer;
let ben: SeededMember;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [ben] = (await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
    {
      name: 'Cara Cole',
      companyName: 'Cole Legal',
      classification: 'Commercial Law',
      phone: '+49 151 3456789',
    },
  ])) as [SeededMember];
});
test.afterAll(async () => {
  await server?.stop();
});

eachViewport(() => {
  test('the roster is accessible and fits the screen', async ({ page }) => {
    await signIn(page, server, '/roster');
    await expect(page.getByRole('link', { name: 'Ben Baker', exact: true })).toBeVisible();
    await expectAccessible(page, '/roster');

    await page.goto(`${server.baseURL}/roster?status=pending&q=nobody`);
    await expect(page.getByRole('heading', { name: 'No matching members' })).toBeVisible();
    await expectAccessible(page, '/roster empty');
  });

  test('profiles and the photo dialog are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, `/profile/${ben.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ben Baker' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Testimonials received' })).toBeVisible();
    await expectAccessible(page, '/profile/{id}');

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
    await expectAccessible(page, '/profile/{id} editing');

    await page.goto(`${server.baseURL}/profile/me`);
    await expect(page.getByRole('heading', { level: 2, name: 'Administrator' })).toBeVisible();
    await expectAccessible(page, '/profile/me');

    await page.getByRole('button', { name: 'Change your photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your photo' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'photo dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngOf(page, 600, 400, '#336699'),
    });
    await expect(dialog.getByRole('application', { name: 'Crop area' })).toBeVisible();
    await expectAccessible(page, 'photo cropper');
  });
});
