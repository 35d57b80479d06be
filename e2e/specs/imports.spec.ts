import { expect, type Page, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/testing/smtp-sink';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { bearer, fillSignInForm, signIn, tokenFor } from '../fixtures/session';
import { DESKTOP } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// Switching in (issue 23, docs/architecture.md 14.7): an administrator imports a roster file with two
// rows in error, fixes it and applies it; a new member signs in with the mailed temporary password;
// a President imports PALMS history and a member's home shows a colour, marked imported.

let smtp: SmtpSink;
let server: TestServer;
let president: SeededMember;
let mona: SeededMember;

const DAY = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  // A server start and two members approved: slow on a loaded machine.
  test.setTimeout(180_000);
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  [president, mona] = (await seedMembers(request, server, [
    { name: 'Petra President', companyName: 'Petra Law', classification: 'Law', phone: '+49 151 1111111' },
    { name: 'Mona Member', companyName: 'Mona Tiles', classification: 'Tiling', phone: '+49 151 2222222' },
  ])) as [SeededMember, SeededMember];
  const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
    headers: bearer(await tokenFor(request, server, E2E_ADMIN)),
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test.use({ viewport: DESKTOP });

async function chooseAndCheck(page: Page, name: string, csv: string) {
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('File', { exact: true })
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: /Check (file|again)/ }).click();
  await expect(dialog.getByRole('region', { name: 'Rows of the file' })).toBeVisible();
}

test('an administrator imports a roster (two rows in error, fixed), and a new member signs in with the mailed password', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const newEmail = `ivy-${stamp}@example.com`;
  const broken = [
    'Name;E-mail;Mobile;Company name;Role',
    `Ivy Imported;${newEmail};+49 151 3333333;"Ivy; Ink";Member`,
    `Ian Imported;ian-${stamp}@example;;;Member`,
    `Iris Imported;iris-${stamp}@example.com;;;Emperor`,
  ].join('\n');
  await signIn(page, server, '/admin/users');
  await page.getByRole('button', { name: 'Import members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import members' });
  await chooseAndCheck(page, 'roster.csv', broken);
  const rows = dialog.getByRole('region', { name: 'Rows of the file' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Error' })).toHaveCount(2);
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await expect(dialog.getByText(/Unknown role/)).toBeVisible();
  await expect(dialog.locator('td[data-error="true"]')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Apply import' })).toBeDisabled();

  const fixed = broken
    .replace(`ian-${stamp}@example;`, `ian-${stamp}@example.com;`)
    .replace('Emperor', 'Member');
  await chooseAndCheck(page, 'roster-fixed.csv', fixed);
  await expect(rows.filter({ hasText: 'Error' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'New' })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog.getByText('3 members were added and 0 updated.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'roster-fixed.csv' })).toBeVisible();

  const mail = await smtp.waitFor((m) => m.to.includes(newEmail), 15_000);
  const temporary = /temporary password:\s*(\S+)/.exec(mail.body)?.[1];
  expect(temporary, 'the mail gives the temporary password').toBeTruthy();
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const ivy = await context.newPage();
    await ivy.goto(`${server.baseURL}/login`);
    await fillSignInForm(ivy, { email: newEmail, password: temporary as string });
    await expect(ivy).toHaveURL(/\/change-password$/);
    await ivy.getByLabel('Temporary password').fill(temporary as string);
    await ivy.getByLabel('New password', { exact: true }).fill('Ivy-Own-Passw0rd!');
    await ivy.getByLabel('Confirm new password').fill('Ivy-Own-Passw0rd!');
    await ivy.getByRole('button', { name: 'Save password' }).click();
    await expect(ivy).toHaveURL(/\/home$/);
  } finally {
    await context.close();
  }
});

test("a President imports PALMS history and a member's home shows a colour, marked imported", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const csv = [
    'email,from,to,P,A,L,M,S,RGI,RGO,RRI,RRO,V,1-2-1,TYFCB,CEU,T',
    `${mona.email},${dayAgo(100)},${dayAgo(31)},10,0,0,0,0,8,4,2,1,3,6,6000.00,2.0,2`,
  ].join('\n');
  await signIn(page, server, '/admin/reports', president);
  await page.getByRole('button', { name: 'Import PALMS history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import PALMS history' });
  await chooseAndCheck(page, 'palms-history.csv', csv);
  await expect(dialog.getByRole('cell', { name: 'Mona Member' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply import' }).click();
  await expect(dialog.getByText('1 period was imported.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Undo import palms-history.csv' })).toBeVisible();

  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const home = await context.newPage();
    await signIn(home, server, '/home', mona);
    await expect(home.getByText(/^(Green|Amber|Red) · \d+ points$/)).toBeVisible();
    await expect(home.getByText(/Includes imported PALMS history \(10 weeks\)/)).toBeVisible();
  } finally {
    await context.close();
  }
});
