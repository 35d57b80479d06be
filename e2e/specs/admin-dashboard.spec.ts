import { readFile } from 'node:fs/promises';
import { channels } from '@app/shared/channels';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { connected, groupIdOf } from '../fixtures/realtime';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { DESKTOP, eachViewport } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// Leadership dashboard and reports (issue 14): the dashboard draws its charts, a new referral
// moves this week's count without a reload, the PALMS report downloads as CSV, and the dashboard is
// accessible on a phone and a desktop, light and dark.

let server: TestServer;
let president: SeededMember;
let ann: SeededMember;
let presidentToken: string;
let annToken: string;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [president, ann] = (await seedMembers(request, server, [
    { name: 'Paula Dashboard', companyName: 'Paula Law', classification: 'Law', phone: '+49 151 3333333' },
    { name: 'Ann Referrer', companyName: 'Ann Print', classification: 'Print', phone: '+49 151 4444444' },
  ])) as [SeededMember, SeededMember];
  const adminToken = await tokenFor(request, server, E2E_ADMIN);
  const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
    headers: bearer(adminToken),
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  presidentToken = await tokenFor(request, server, president);
  annToken = await tokenFor(request, server, ann);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Opens `path` signed in as the President. */
const open = (page: Page, path: string) => openSignedIn(page, server, presidentToken, path);

/** This week's referrals as the chart's data table says (its last row). */
async function thisWeeksReferrals(page: Page): Promise<string> {
  const rows = page.getByRole('table', { name: 'Referrals by week' }).getByRole('row');
  return ((await rows.last().getByRole('cell').textContent()) ?? '').trim();
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('the dashboard draws its charts and a new referral moves this week live', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/admin/dashboard');
    const referrals = page.getByRole('region', { name: 'Referrals' });
    await expect(referrals.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Attendance rate' }).locator('canvas').first(),
    ).toBeVisible();
    const before = Number(await thisWeeksReferrals(page));
    await connected(page, [channels.groupActivity(await groupIdOf(page.request, server, presidentToken))]);

    const sent = await page.request.post(`${server.secondBaseURL}/api/activities`, {
      headers: bearer(annToken),
      data: {
        kind: 'referral',
        receiverId: president.id,
        contact: { name: 'Dana Client' },
        referralType: 'inside',
        temperature: 4,
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    // Well within the 30 s poll: the President's activity channel moves it.
    await expect.poll(() => thisWeeksReferrals(page), { timeout: 10_000 }).toBe(String(before + 1));

    await page.getByRole('button', { name: 'Show table' }).first().click();
    await expect(page.getByRole('table', { name: 'Referrals by week' })).toBeVisible();
  });

  test('the PALMS report downloads as CSV with its totals', async ({ page }) => {
    await open(page, '/admin/reports');
    await page.getByRole('tab', { name: 'PALMS' }).click();
    await expect(page.getByRole('table', { name: /PALMS report/ })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('tabpanel').getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^palms-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Member,Company,P,A,L,M,S,RGI,RGO,RRI,RRO,V,1-2-1,TYFCB,CEU,T,TYFCB other currencies',
    );
    expect(lines.at(-1)?.startsWith('Total,')).toBe(true);
    expect(text).toContain('Paula Dashboard');
  });
});

eachViewport(() => {
  test('/admin/dashboard is accessible and fits the screen', async ({ page }) => {
    await open(page, '/admin/dashboard');
    await expect(page.getByRole('region', { name: 'Referrals' }).locator('canvas').first()).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page, '/admin/dashboard');
  });
  test('/admin/reports PALMS is accessible and fits the screen', async ({ page }) => {
    await open(page, '/admin/reports');
    await page.getByRole('tab', { name: 'PALMS' }).click();
    await expect(page.getByRole('table', { name: /PALMS report/ })).toBeVisible();
    await expectAccessible(page, '/admin/reports PALMS');
  });
});
