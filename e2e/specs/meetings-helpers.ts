import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN, type TestServer } from '../fixtures/server';

// Shared by the meetings-*.spec.ts files: meetings made through the real API by the administrator
// (manage_meetings), and signed-in pages in contexts of their own.

export async function tokenOf(
  request: APIRequestContext,
  server: TestServer,
  credentials: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const res = await request.post(`${server.baseURL}/api/login`, { data: credentials });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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

/** Opens `path` with the token where the web app keeps it. */
export async function openSignedIn(
  page: Page,
  server: TestServer,
  token: string,
  path: string,
): Promise<void> {
  await page.goto(`${server.baseURL}/login`);
  await page.evaluate(`localStorage.setItem('auth_token', ${JSON.stringify(token)})`);
  await page.goto(`${server.baseURL}${path}`);
}

/** The realtime connection is up and the page's channels had time to subscribe. */
export async function connected(page: Page): Promise<void> {
  await expect(page.getByTestId('connection-banner')).toContainText('Connected', { timeout: 20_000 });
  await page.waitForTimeout(500);
}

/** Opens pages in contexts of their own; `closeAll` after each test. */
export function contextPool() {
  const contexts: BrowserContext[] = [];
  return {
    async page(browser: Browser): Promise<Page> {
      const context = await browser.newContext();
      contexts.push(context);
      return context.newPage();
    },
    async closeAll(): Promise<void> {
      for (const context of contexts.splice(0)) {
        await context.close();
      }
    },
  };
}

/** The count the meeting page shows for one RSVP status ("Attending", "Maybe", ...). */
export const rsvpCount = (page: Page, label: string) =>
  page
    .getByLabel('RSVP counts')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
