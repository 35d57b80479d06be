import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, signIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { DESKTOP, eachViewport } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// Leadership operations (issue 14): a text to a role lands in the outbox with the right recipients,
// the audit log downloads as CSV, and the messaging, reports, renewals and tools pages are
// accessible on a phone and a desktop, light and dark.

let server: TestServer;
let president: SeededMember;
let mark: SeededMember;
let adminToken: string;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [president, mark] = (await seedMembers(request, server, [
    { name: 'Paula President', companyName: 'Paula Law', classification: 'Law', phone: '+49 151 1111111' },
    { name: 'Mark Member', companyName: 'Mark Print', classification: 'Print', phone: '+49 151 2222222' },
    { name: 'Nora Nophone', companyName: 'Nora Bakes', classification: 'Bakery', phone: '' },
  ])) as [SeededMember, SeededMember, SeededMember];
  adminToken = await tokenFor(request, server, E2E_ADMIN);
  const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
    headers: bearer(adminToken),
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('a President texts the Members: the outbox holds one text for Mark, Nora is skipped', async ({
    page,
  }) => {
    await signIn(page, server, '/admin/messaging', { email: president.email, password: president.password });
    const form = page.getByRole('form', { name: 'Text message' });
    await form.getByLabel('Chosen roles').check();
    await form.getByRole('checkbox', { name: 'Member', exact: true }).check();
    await form.getByLabel('Message').fill('Breakfast moved to 7:00, see you there');
    await expect(form.getByText(/1 member will get it/)).toBeVisible();
    await form.getByText('1 skipped').click();
    await expect(form.getByText('Nora Nophone: no phone number')).toBeVisible();
    await form.getByRole('button', { name: 'Send text' }).click();
    await expect(page.getByRole('list', { name: 'Sent messages' }).getByText('1 queued')).toBeVisible();

    const outbox = await page.request.get(`${server.baseURL}/api/admin/outbox?kind=sms`, {
      headers: bearer(adminToken),
    });
    const items = ((await outbox.json()) as { items: { to: string; status: string; text: string }[] }).items;
    expect(items.map((i) => [i.to, i.status, i.text])).toEqual([
      ['+491512222222', 'pending', 'Breakfast moved to 7:00, see you there'],
    ]);
    expect(mark.id).toBeGreaterThan(0);
  });

  test('the audit log downloads as CSV with a byte-order mark', async ({ page }) => {
    await signIn(page, server, '/admin/reports');
    await expect(page.getByRole('table')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe(
      'Time (UTC),Actor,Actor e-mail,Action,Target type,Target id,Group id,IP address,Details',
    );
    expect(text).toContain('admin.user.updated');
  });
});

const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/admin/messaging', (p) => expect(p.getByRole('form', { name: 'Text message' })).toBeVisible()],
  ['/admin/reports', (p) => expect(p.getByRole('form', { name: 'Audit log filters' })).toBeVisible()],
  ['/admin/renewals', (p) => expect(p.getByRole('tab', { name: 'Overdue' })).toBeVisible()],
  ['/admin/tools', (p) => expect(p.getByText('Realtime broker')).toBeVisible()],
];

eachViewport(() => {
  for (const [path, loaded] of PAGES) {
    test(`${path} is accessible and fits the screen`, async ({ page }) => {
      await openSignedIn(page, server, adminToken, path);
      await loaded(page);
      await expectAccessible(page, path);
    });
  }
});
