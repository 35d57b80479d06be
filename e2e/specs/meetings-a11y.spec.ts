import { expect } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { bearer, signIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { eachViewport } from '../fixtures/viewports';
import { createMeeting, minutesToNoonIn, showMonthOfMeeting } from './meetings-helpers';
import { seedMembers } from './people-helpers';

// The meetings pages (calendar, meeting, edit, visitors, attendance) on a 375 px phone and a
// desktop, each state checked light and dark: no serious or critical axe violation and no sideways
// scrolling.

let server: TestServer;
let upcoming: number;
const upcomingInMinutes = minutesToNoonIn(1);

test.use({ timezoneId: 'UTC' });

// The sweeps are independent: they spread over both workers (each with its own server and seed).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  server = await startServer();
  await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ]);
  const token = await tokenFor(request, server);
  upcoming = await createMeeting(request, server, token, {
    title: 'Weekly meeting',
    startInMinutes: upcomingInMinutes,
  });
  const started = await createMeeting(request, server, token, { title: 'Door meeting', startInMinutes: -60 });
  const rsvp = await request.put(`${server.baseURL}/api/meetings/${upcoming}/rsvp`, {
    headers: bearer(token),
    data: { status: 'attending' },
  });
  expect(rsvp.ok(), await rsvp.text()).toBe(true);
  for (const [name, meetingId] of [
    ['Vera Visitor', upcoming],
    ['Walt Walker', started],
  ] as const) {
    const invited = await request.post(`${server.baseURL}/api/visitors`, {
      headers: bearer(token),
      data: {
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
        company: 'Guest GmbH',
        meetingId,
      },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
  }
});
test.afterAll(async () => {
  await server?.stop();
});

eachViewport(() => {
  test('the calendar views are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, '/calendar');
    await showMonthOfMeeting(page, upcomingInMinutes);
    await expect(page.getByText('My RSVP: Attending').first()).toBeVisible();
    await expectAccessible(page, '/calendar');
    for (const view of ['Week', 'List', 'Month']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      await expect(page.getByRole('button', { name: view, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectAccessible(page, `/calendar ${view}`);
    }
    await page.getByRole('button', { name: 'Subscribe' }).click();
    // The link shows when it is made (the first test), later the date it was made.
    const dialog = page.getByRole('dialog', { name: 'Subscribe' });
    await expect(
      dialog.getByLabel('Your private calendar link').or(dialog.getByText(/was made on/)),
    ).toBeVisible();
    await expectAccessible(page, '/calendar subscribe');
  });

  test('the meeting, its edit page and its dialogs are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, `/meetings/${upcoming}`);
    await expect(page.getByRole('button', { name: 'Attending', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('list', { name: 'Visitors invited' })).toContainText('Vera Visitor');
    await expectAccessible(page, '/meetings/{id}');
    await page.getByRole('button', { name: 'Send a substitute' }).click();
    await expect(page.getByRole('dialog', { name: 'Send a substitute' })).toBeVisible();
    await expectAccessible(page, '/meetings/{id} substitute');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Edit meeting' }).click();
    await expect(page.getByRole('form', { name: 'Edit meeting' })).toBeVisible();
    await expectAccessible(page, '/meetings/{id}/edit');
    await page.getByRole('button', { name: 'Cancel meeting' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel this meeting?' })).toBeVisible();
    await expectAccessible(page, '/meetings/{id}/edit cancel');
  });

  test('visitors and the attendance sheet are accessible and fit the screen', async ({ page }) => {
    await signIn(page, server, '/visitors');
    await expect(page.getByRole('list', { name: /invitations/ })).toContainText('Vera Visitor');
    await expectAccessible(page, '/visitors');

    await page.goto(`${server.baseURL}/admin/attendance`);
    await expect(page.getByRole('radiogroup', { name: 'Ben Baker' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Walt Walker attended' })).toBeVisible();
    await expectAccessible(page, '/admin/attendance');
  });
});
