import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { type SeededMember, seedMembers } from './people-helpers';
import { DESKTOP, PHONE } from './shell-helpers';

// Leadership dashboard and reports (issue 14): the dashboard draws its charts, a new referral
// moves this week's count without a reload, the PALMS report downloads as CSV, and the dashboard is
// accessible on a phone and a desktop, light and dark.

let server: TestServer;
let president: SeededMember;
let ann: SeededMember;
let presidentToken: string;
let annToken: string;

async function login(request: APIRequestContext, account: { email: string; password: string }) {
  const res = await request.post(`${server.baseURL}/api/login`, { data: account });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [president, ann] = (await seedMembers(request, server, [
    { name: 'Paula Dashboard', companyName: 'Paula Law', classification: 'Law', phone: '+49 151 3333333' },
    { name: 'Ann Referrer', companyName: 'Ann Print', classification: 'Print', phone: '+49 151 4444444' },
  ])) as [SeededMember, SeededMember];
  const adminToken = await login(request, E2E_ADMIN);
  const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { role: 'President' },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  presidentToken = await login(request, president);
  annToken = await login(request, ann);
});

test.afterAll(async () => {
  await server?.stop();
});

async function open(page: Page, path: string) {
  await page.goto(`${server.baseURL}/login`);
  await page.evaluate(`localStorage.setItem('auth_token', ${JSON.stringify(presidentToken)})`);
  await page.goto(`${server.baseURL}${path}`);
}

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
    await expect(page.getByTestId('connection-banner')).toContainText('Connected', { timeout: 20_000 });

    const sent = await page.request.post(`${server.secondBaseURL}/api/activities`, {
      headers: { authorization: `Bearer ${annToken}` },
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

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate<boolean>(
    `[...document.querySelectorAll('[data-scroll-area="main"], body')].every((el) => el.scrollWidth <= el.clientWidth + 1)`,
  );

for (const [name, viewport] of [
  ['desktop (1280 px)', DESKTOP],
  ['phone (375 px)', PHONE],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${name}, ${scheme}`, () => {
      test.use({ viewport, colorScheme: scheme });
      test('/admin/dashboard is accessible and fits the screen', async ({ page }) => {
        await open(page, '/admin/dashboard');
        await expect(page.getByRole('region', { name: 'Referrals' }).locator('canvas').first()).toBeVisible({
          timeout: 20_000,
        });
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
      });
      test('/admin/reports PALMS is accessible and fits the screen', async ({ page }) => {
        await open(page, '/admin/reports');
        await page.getByRole('tab', { name: 'PALMS' }).click();
        await expect(page.getByRole('table', { name: /PALMS report/ })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);
      });
    });
  }
}
