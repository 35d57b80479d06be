import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { seedMembers } from './people-helpers';

// /admin/renewals end to end: the confirmation loads when first asked for, promises a date for
// the chosen years, and the renewal keeps that promise (docs/architecture.md 14).

let server: TestServer;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ]);
});
test.afterAll(async () => {
  await server?.stop();
});

test('an administrator renews a membership for 2 years until the date the confirmation promised', async ({
  page,
}) => {
  await signIn(page, server, '/admin/renewals');
  await page.getByRole('tab', { name: 'All' }).click();
  const list = page.getByRole('list', { name: 'Memberships' });
  const renew = list.getByRole('button', { name: 'Renew Ben Baker' });
  await renew.click();

  const dialog = page.getByRole('dialog', { name: "Renew Ben Baker's membership?" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('2 years').check();
  const promise = (await dialog.getByText(/^New renewal date: /).textContent()) ?? '';
  const until = promise.replace(/^New renewal date: /, '').replace(/\.$/, '');
  expect(until).toMatch(/\d{4}/);

  await dialog.getByRole('button', { name: 'Renew for 2 years' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Ben Baker is renewed until ${until}.`).first()).toBeVisible();
  await expect(renew).toBeFocused();
});
