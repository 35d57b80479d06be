import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { openSignedIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { createMeeting, minutesToNoonIn, showMonthOfMeeting } from './meetings-helpers';

// The calendar page lists the group's meetings with my RSVP, opens one on click, and exports
// calendar.ics under that file name with times in UTC. The meeting is at noon UTC two days ahead,
// whatever the hour the test runs: a meeting across midnight is two rows in the list view, and one
// in the next month is in the list only after 'Next month'.

test.use({ timezoneId: 'UTC' });

let server: TestServer;

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('the calendar shows a meeting with my RSVP, opens it, and downloads calendar.ics', async ({ page }) => {
  const token = await tokenFor(page.request, server);
  const startInMinutes = minutesToNoonIn(2);
  const meetingId = await createMeeting(page.request, server, token, {
    title: 'Calendar meeting',
    startInMinutes,
  });
  await openSignedIn(page, server, token, '/calendar');

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await showMonthOfMeeting(page, startInMinutes);
  const row = page.getByRole('row', { name: /Calendar meeting/ });
  await expect(row).toContainText('My RSVP: No Response');
  const event = row.getByRole('link', { name: 'Calendar meeting' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export calendar.ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('calendar.ics');
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('Calendar meeting');
  expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // The month view shows it too; the list's link opens the meeting page.
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('link', { name: /Calendar meeting/ })).toContainText('My RSVP: No Response');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await event.click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${meetingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar meeting' })).toBeVisible();
});

test('the week view draws an early short meeting whole, its title inside it and readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await tokenFor(page.request, server);
  // Today at 04:30 UTC, before the grid's usual 06:00 start; past or not, it is in this week.
  const now = new Date();
  const early = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 4, 30);
  await createMeeting(page.request, server, token, {
    title: 'Early huddle',
    startInMinutes: Math.round((early - now.getTime()) / 60_000),
    minutes: 30,
  });
  await openSignedIn(page, server, token, '/calendar');
  await page.getByRole('button', { name: 'Week', exact: true }).click();

  const event = page.locator('.fc-timegrid-event', { hasText: 'Early huddle' });
  await expect(event).toBeVisible();
  await expect(page.getByText('04:00', { exact: true })).toBeVisible();
  const box = await event.boundingBox();
  const title = await event.getByText('Early huddle').boundingBox();
  expect(box && title && title.y >= box.y && title.y + title.height <= box.y + box.height + 1).toBe(true);
  await expectAccessible(page, '/calendar Week');
});
