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

/** The count the meeting page shows for one RSVP status ("Attending", "Maybe", ...). */
export const rsvpCount = (page: Page, label: string) =>
  page
    .getByLabel('RSVP counts')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
