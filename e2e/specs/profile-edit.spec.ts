import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { type SeededMember, seedMembers } from './people-helpers';

// Editing a profile end to end: the form saves, closes and shows what was saved, for another
// member (an administrator) and for one's own profile (a member).

let server: TestServer;
let ben: SeededMember;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [ben] = (await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ])) as [SeededMember];
});
test.afterAll(async () => {
  await server?.stop();
});

test('an administrator edits a member profile: it saves, closes and shows the new website', async ({
  page,
}) => {
  await signIn(page, server, `/profile/${ben.id}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Website').fill('bakerbread.example.com');
  await form.getByLabel('Company').fill('Baker Bread & Rolls');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: 'bakerbread.example.com' })).toBeVisible();
  await expect(page.getByText('Baker Bread & Rolls').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'bakerbread.example.com' })).toBeVisible();
});

test('a member renames themselves on their own profile', async ({ page }) => {
  await signIn(page, server, '/profile/me', { email: ben.email, password: ben.password });
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Name').fill('Ben Baker-Hughes');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved').first()).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Ben Baker-Hughes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Ben Baker-Hughes' })).toBeVisible();
});
