import { expect, type Page } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/testing/smtp-sink';
import { expectAccessible, expectNoSeriousViolations } from '../fixtures/axe';
import { E2E_ADMIN, E2E_GROUP_CODE, secondNode, startServer, type TestServer } from '../fixtures/server';
import { bearer, fillSignInForm, openSignedIn, signIn, tokenFor } from '../fixtures/session';
import { settled } from '../fixtures/settled';
import { test } from '../fixtures/test';
import { DESKTOP, eachViewport } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// The people side of the admin area (issue 11): approving a newcomer who then gets the member
// pages live, a member created by an administrator signing in with the mailed temporary password,
// and every new admin page accessible on a phone and a desktop, light and dark.

let smtp: SmtpSink;
let server: TestServer;
let president: SeededMember;
let groupId: number;
let adminToken: string;

// The tests are independent: they spread over both workers (each with its own server and seed).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  [president] = (await seedMembers(request, server, [
    {
      name: 'Paula President',
      companyName: 'Paula Law',
      classification: 'Family Law',
      phone: '+49 151 1111111',
    },
  ])) as [SeededMember];
  adminToken = await tokenFor(request, server, E2E_ADMIN);
  const headers = bearer(adminToken);
  const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
    headers,
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  const groups = await request.get(`${server.baseURL}/api/admin/groups`, { headers });
  groupId = ((await groups.json()) as { items: { id: number }[] }).items[0]?.id as number;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto(`${server.baseURL}/login`);
  await fillSignInForm(page, { email, password });
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('a President approves a newcomer, whose Activity and Roster appear without signing in again', async ({
    page,
    browser,
  }) => {
    const newcomer = { email: `nina-${Date.now()}@example.com`, password: 'Newcomer-Passw0rd!' };
    await page.goto(`${server.baseURL}/register`);
    await page.getByLabel('Full name').fill('Nina Newcomer');
    await page.getByLabel('Email').fill(newcomer.email);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByLabel(/Group code/).fill(E2E_GROUP_CODE);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await signInWithForm(page, newcomer.email, newcomer.password);
    await expect(page).toHaveURL(/\/home$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Calendar', 'Inbox']);

    const leader = await browser.newContext({ viewport: DESKTOP });
    try {
      const desk = await leader.newPage();
      await signIn(desk, secondNode(server), '/admin/approvals', president);
      await expect(desk.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
      const queue = desk.getByRole('list', { name: 'Members waiting for a decision' });
      await queue.getByRole('button', { name: 'Approve Nina Newcomer' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Approve Nina Newcomer?' });
      await dialog.getByRole('textbox', { name: /Note/ }).fill('Welcome, Nina!');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(queue.getByText('Nina Newcomer')).toHaveCount(0);
      await expect(desk.getByText('Nina Newcomer approved', { exact: true })).toBeVisible();
    } finally {
      await leader.close();
    }

    // The newcomer's app swaps in a fresh token by itself: no reload, no sign-in.
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox']);
    await expect(page.getByText('Welcome to the group', { exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Roster' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paula President', exact: true })).toBeVisible();
    await expect(page.getByText('Access Denied')).toHaveCount(0);
  });

  test('an administrator creates a member, who signs in with the mailed temporary password and must change it', async ({
    page,
    browser,
  }) => {
    const email = `carl-${Date.now()}@example.com`;
    await signIn(page, server, '/admin/users');
    await page.getByRole('link', { name: 'Create user' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/create$/);
    await page.getByRole('textbox', { name: 'Name' }).fill('Carl Created');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: /Classification/ }).fill('Carpentry');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Carl Created was added' })).toContainText(
      `A temporary password was mailed to ${email}.`,
    );

    const mail = await smtp.waitFor((m) => m.to.includes(email), 15_000);
    const temporary = /temporary password:\s*(\S+)/.exec(mail.body)?.[1];
    expect(temporary, 'the mail gives the temporary password').toBeTruthy();

    const member = await browser.newContext({ viewport: DESKTOP });
    try {
      const phone = await member.newPage();
      await signInWithForm(phone, email, temporary as string);
      await expect(phone).toHaveURL(/\/change-password$/);
      await expect(phone.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
      await phone.getByLabel('Temporary password').fill(temporary as string);
      await phone.getByLabel('New password', { exact: true }).fill('Carl-Own-Passw0rd!');
      await phone.getByLabel('Confirm new password').fill('Carl-Own-Passw0rd!');
      await phone.getByRole('button', { name: 'Save password' }).click();
      await expect(phone).toHaveURL(/\/home$/);
      await expect(
        phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roster' }),
      ).toBeVisible();
    } finally {
      await member.close();
    }
    const again = await page.request.post(`${server.baseURL}/api/login`, {
      data: { email, password: 'Carl-Own-Passw0rd!' },
    });
    expect(((await again.json()) as { mustChangePassword?: boolean }).mustChangePassword).toBe(false);

    // The list shows the new member; the administrator's search finds them.
    await page.goto(`${server.baseURL}/admin/users`);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('carpentry');
    await expect(
      page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Carl Created/ }),
    ).toBeVisible();
  });
});

/** Opens a page signed in as the administrator (one token for every page test). */
const openAsAdmin = (page: Page, path: string) => openSignedIn(page, server, adminToken, path);

/** Each new admin page and what shows it has loaded. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/admin/users', (p) => expect(p.getByText(/\d+ (person|people) found/)).toBeVisible()],
  ['/admin/users/create', (p) => expect(p.getByRole('button', { name: 'Create user' })).toBeVisible()],
  ['/admin/groups', (p) => expect(p.getByRole('link', { name: 'Demo Chapter' })).toBeVisible()],
  ['/admin/groups/{groupId}', (p) => expect(p.getByRole('form', { name: 'Group settings' })).toBeVisible()],
  ['/admin/groups/{groupId}/roles', (p) => expect(p.getByRole('list', { name: 'President' })).toBeVisible()],
  ['/admin/permissions', (p) => expect(p.getByRole('button', { name: /Save|Member/ }).first()).toBeVisible()],
  ['/admin/approvals', (p) => expect(p.getByRole('tab', { name: 'Members' })).toBeVisible()],
  ['/admin/settings', (p) => expect(p.getByRole('form', { name: 'Group defaults' })).toBeVisible()],
];

eachViewport(() => {
  for (const [path, loaded] of PAGES) {
    test(`${path} is accessible, fits the screen and is no placeholder`, async ({ page }) => {
      const url = path.replace('{groupId}', String(groupId));
      await openAsAdmin(page, url);
      await loaded(page);
      await settled(page);
      await expect(page.getByText('Coming soon', { exact: true })).toHaveCount(0);
      await expectAccessible(page, url);
    });
  }

  test('the edit dialog of a member is accessible', async ({ page }) => {
    await openAsAdmin(page, '/admin/users');
    await page.getByRole('button', { name: 'Actions for Paula President' }).click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Paula President' })).toBeVisible();
    await expectNoSeriousViolations(page, 'edit dialog');
  });
});
