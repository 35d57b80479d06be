import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { openSignedIn, tokenFor } from '../fixtures/session';
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
