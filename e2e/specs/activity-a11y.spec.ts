import { expect } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { bearer, signIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { eachViewport } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// The activity pages (slip forms with their errors, Given with the legend and a slip's details,
// mentorship, the admin list) on a 375 px phone and a desktop, each state checked light and dark:
// no serious or critical axe violation and no sideways scrolling.

let server: TestServer;
let ben: SeededMember;
let slipId: number;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [ben] = (await seedMembers(request, server, [
    {
      name: 'Ben Broker',
      companyName: 'Broker Homes',
      classification: 'Real Estate',
      phone: '+49 151 2345678',
    },
  ])) as [SeededMember];
  const token = await tokenFor(request, server);
  const created = await request.post(`${server.baseURL}/api/activities`, {
    headers: bearer(token),
    data: {
      kind: 'referral',
      receiverId: ben.id,
      contact: { name: 'Dana Client', phone: '+49 151 9999999' },
      referralType: 'outside',
      temperature: 4,
      notes: 'Wants a flat near the park.',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  slipId = ((await created.json()) as { id: number }).id;
});
test.afterAll(async () => {
  await server?.stop();
});

eachViewport(() => {
  test('the slip forms, with their errors, are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, '/activity/referral');
    await page.getByRole('button', { name: 'Pass referral' }).click();
    await expect(page.getByText('Choose the member you are passing the referral to')).toBeVisible();
    await expectAccessible(page, '/activity/referral with errors');
    for (const [path, button] of [
      ['/activity/closed-business', 'Record closed business'],
      ['/activity/one-to-one', 'Request one-to-one'],
      ['/activity/testimonials', 'Give testimonial'],
      ['/activity/training-credits', 'Record training'],
    ] as const) {
      await page.goto(`${server.baseURL}${path}`);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, `${path} with errors`);
    }
  });

  test('Given with the legend and a slip opened are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, '/activity/given?showLegend=true');
    await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Activity you gave' })).toContainText('Ben Broker');
    await page.getByText('My numbers (last 6 months)').click();
    await expect(page.getByRole('table').filter({ hasText: 'TYFCB' })).toBeVisible();
    await expectAccessible(page, '/activity/given?showLegend=true');
    await page.goto(`${server.baseURL}/activity/given?id=${slipId}`);
    await expect(page.getByRole('dialog', { name: 'Referral' })).toContainText('Dana Client');
    await expectAccessible(page, '/activity/given?id=');
  });

  test('mentorship and the admin list are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, '/activity/mentorship/search');
    await expect(page.getByRole('button', { name: 'Offer to mentor' })).toBeVisible();
    await page.getByRole('button', { name: 'Offer to mentor' }).click();
    await expectAccessible(page, '/activity/mentorship/search');
    await page.goto(`${server.baseURL}/activity/mentorship/apply`);
    await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
    await expectAccessible(page, '/activity/mentorship/apply');
    await page.goto(`${server.baseURL}/admin/activity`);
    await expect(
      page.getByText('Dana Client', { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expectAccessible(page, '/admin/activity');
  });
});
