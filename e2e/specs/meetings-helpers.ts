import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TestServer } from '../fixtures/server';
import { bearer } from '../fixtures/session';

// Shared by the meetings-*.spec.ts files: meetings made through the real API by the administrator
// (manage_meetings), and the meeting page's RSVP counts.

/** POST /api/meetings: an extra meeting `startInMinutes` from now (negative: one that has started). */
export async function createMeeting(
  request: APIRequestContext,
  server: TestServer,
  token: string,
  { title, startInMinutes, minutes = 90 }: { title: string; startInMinutes: number; minutes?: number },
): Promise<number> {
  const start = new Date(Date.now() + startInMinutes * 60_000);
  const end = new Date(start.getTime() + minutes * 60_000);
  const res = await request.post(`${server.baseURL}/api/meetings`, {
    headers: bearer(token),
    data: {
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      location: 'Hotel Adlon, Berlin',
      agenda: 'Welcome\nEducation slot',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Minutes from now to noon UTC `days` days ahead: a meeting that does not cross midnight whatever
 * the hour a test runs (in the list view such a meeting is two rows).
 */
export function minutesToNoonIn(days: number, now = new Date()): number {
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12);
  return Math.round((noon - now.getTime()) / 60_000);
}

/**
 * On /calendar, moves to the next month when a meeting `startInMinutes` from now falls in it: the
 * list view shows one month, so near a month's end the meeting is only on the next.
 */
export async function showMonthOfMeeting(page: Page, startInMinutes: number): Promise<void> {
  const now = new Date();
  if (new Date(now.getTime() + startInMinutes * 60_000).getUTCMonth() !== now.getUTCMonth()) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
}

/** The count the meeting page shows for one RSVP status ("Attending", "Maybe", ...). */
export const rsvpCount = (page: Page, label: string) =>
  page
    .getByLabel('RSVP counts')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
