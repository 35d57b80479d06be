import { expect, type Page, type Response, test } from '@playwright/test';
import { transitionsDone } from '../fixtures/axe';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { tokenFor } from '../fixtures/session';
import {
  type Chapter,
  layoutProblems,
  openAs,
  pageSettled,
  type RouteEntry,
  readRouteTable,
  seedChapter,
  sidebarProblems,
  stillLoading,
} from './layout-walk-helpers';

// "A chapter's first month": every route of the route table (apps/web/src/app/router.tsx), as the
// role that opens it, on a 375 x 812 phone and a 1280 x 800 desktop, light and dark. A page fails
// when it scrolls sideways, when a visible control lies past the screen's edge or is cut off
// (except in a box built to scroll sideways), when a wide surface stays light in the dark theme,
// when its tab title is not the route's title, when a signed-in page gets a refusal (4xx/5xx) from
// the API, and on the desktop when the sidebar cuts an item off. Each page is loaded once per
// viewport and checked light, then dark (the theme follows the system's live). Every problem of a
// walk is reported at once.

type Role = 'guest' | 'member' | 'pending' | 'president' | 'admin';

interface Visit {
  /** The route table's path this visit covers. */
  route: string;
  /** What to open (the route's parameters filled in). */
  path: (c: Chapter) => string;
  /** Text the populated page shows (the seeded data arrived). */
  shows?: (c: Chapter) => string;
}

const visit = (route: string, shows?: (c: Chapter) => string, path?: (c: Chapter) => string): Visit => ({
  route,
  path: path ?? (() => route),
  ...(shows ? { shows } : {}),
});

const WALK: Record<Role, Visit[]> = {
  guest: [
    visit('/login', () => 'Welcome back'),
    visit('/register', () => 'Create an account'),
    visit('/password-reset/:token', undefined, () => '/password-reset/walk-token'),
    visit(
      '/visitor/response',
      () => 'Thank You for Accepting!',
      () => '/visitor/response?action=accept',
    ),
    visit('/email-change/:token', undefined, () => '/email-change/walk-token'),
    visit('/email-undo/:token', undefined, () => '/email-undo/walk-token'),
    visit(
      '/digest/unsubscribe',
      () => 'Unsubscribe from the weekly digest',
      () => '/digest/unsubscribe?token=walk-token',
    ),
    visit(
      '/digest/rsvp',
      () => 'This link is not valid',
      () => '/digest/rsvp?token=walk-token',
    ),
  ],
  member: [
    visit('/home', () => 'Traffic light'),
    visit('/'),
    visit('/change-password', () => 'Choose your own password'),
    visit('/activity/closed-business', (c) => c.james.name),
    visit('/activity/referral', (c) => c.james.name),
    visit('/activity/training-credits'),
    visit('/activity/one-to-one', (c) => c.james.name),
    visit('/activity/testimonials', (c) => c.james.name),
    visit('/activity/mentorship'),
    visit('/activity/mentorship/search'),
    visit('/activity/mentorship/apply'),
    visit('/activity'),
    visit(
      '/activity/:type',
      () => 'Dana Client',
      () => '/activity/given',
    ),
    visit(
      '/activity/:type',
      () => 'Rita Retailer',
      () => '/activity/received',
    ),
    visit('/roster', (c) => c.daniel.name),
    visit('/calendar'),
    visit(
      '/meetings/:meetingId',
      () => 'Weekly chapter meeting',
      (c) => `/meetings/${c.meetingId}`,
    ),
    visit('/profile'),
    visit(
      '/profile/:userId',
      () => 'Testimonials received',
      () => '/profile/me',
    ),
    visit(
      '/profile/:userId',
      () => 'Testimonials received',
      (c) => `/profile/${c.james.id}`,
    ),
    visit('/more'),
    visit('/visitors', () => 'Victor Visitor'),
    visit('/settings/:category?/:subcategory?', undefined, () => '/settings'),
    visit('/settings/:category?/:subcategory?', undefined, () => '/settings/appearance'),
    visit('/settings/:category?/:subcategory?', undefined, () => '/settings/notifications'),
    visit('/digest/preview', () => 'Your week in'),
    visit('/settings/:category?/:subcategory?', undefined, () => '/settings/privacy'),
    visit(
      '/settings/:category?/:subcategory?',
      () => 'This device',
      () => '/settings/account/sessions',
    ),
    visit('/privacy-policy'),
    visit('/terms-of-service'),
    visit('/about/:tab?', undefined, () => '/about'),
    visit('/about/:tab?', undefined, () => '/about/changelog'),
    visit('/about/:tab?', undefined, () => '/about/licenses'),
    visit('/support'),
    visit('/inbox', (c) => c.daniel.name),
    visit(
      '/inbox/conversation/:conversationId',
      () => 'Coffee next week?',
      (c) => {
        return `/inbox/conversation/${c.conversationId}`;
      },
    ),
    visit('/inbox/compose', (c) => c.daniel.name),
  ],
  // Registered with the group code, waiting for approval: the Visitor's permissions.
  pending: [visit('/home', () => 'Your membership is awaiting approval'), visit('/calendar')],
  president: [
    visit('/meetings/:meetingId/edit', undefined, (c) => `/meetings/${c.meetingId}/edit`),
    visit('/admin'),
    visit('/admin/dashboard', () => 'Week by week'),
    visit('/admin/activity', () => 'Dana Client'),
    visit('/admin/more'),
    visit('/admin/users', (c) => c.daniel.name),
    visit('/admin/users/create'),
    visit('/admin/groups', (c) => c.groupName),
    visit('/admin/groups/:groupId', undefined, (c) => `/admin/groups/${c.groupId}`),
    visit('/admin/groups/:groupId/roles', undefined, (c) => `/admin/groups/${c.groupId}/roles`),
    visit('/admin/approvals', () => 'Priya Pending'),
    visit(
      '/admin/approvals',
      () => 'Oliver Patient',
      () => '/admin/approvals?kind=referral',
    ),
    visit(
      '/admin/approvals',
      () => 'repeat business',
      () => '/admin/approvals?kind=business',
    ),
    visit('/admin/attendance'),
    visit('/admin/renewals'),
    visit('/admin/reports'),
    visit('/admin/messaging'),
  ],
  admin: [
    visit('/admin/tools'),
    visit('/admin/tools/font-showcase'),
    visit('/admin/permissions'),
    visit('/admin/settings'),
  ],
};

const VIEWPORTS = [
  { name: 'phone', size: { width: 375, height: 812 } },
  { name: 'desktop', size: { width: 1280, height: 800 } },
] as const;

const ROUTES = readRouteTable();
// Diagnostic pages are not in production builds.
const WALKED_ROUTES = ROUTES.filter((r) => !r.path.startsWith('/__test'));

/** Whether a concrete path matches a route table path ("/about/:tab?" matches "/about"). */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? (part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${part}`))
    .join('');
  return new RegExp(`^${source}/?$`).test(path);
}

function expectedOf(route: string): { path?: string; title: string; public: boolean } {
  const entry = ROUTES.find((r) => r.path === route) as RouteEntry;
  if (!entry.redirectTo) {
    return { title: entry.title, public: entry.public };
  }
  const to = entry.redirectTo;
  const target = ROUTES.find((r) => !r.redirectTo && matches(r.path, to)) as RouteEntry;
  return { path: to, title: target.title, public: target.public };
}

let server: TestServer;
let chapter: Chapter;
const tokens: Partial<Record<Role, string>> = {};

// The walks are independent (each role and screen on its own): they spread over both workers, each
// worker seeding its own chapter, instead of holding one worker for the whole file.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // The walk loads some 130 pages: the per-user request budget is not what it checks.
  server = await startServer({ RATE_LIMIT_API: '100000/60' });
  chapter = await seedChapter(request, server);
  tokens.member = await tokenFor(request, server, chapter.member);
  tokens.pending = await tokenFor(request, server, chapter.pending);
  tokens.president = await tokenFor(request, server, chapter.president);
  tokens.admin = await tokenFor(request, server, E2E_ADMIN);
});
test.afterAll(async () => {
  await server?.stop();
});

test('the walk covers every route of the route table', () => {
  const walked = new Set(Object.values(WALK).flatMap((visits) => visits.map((v) => v.route)));
  expect(WALKED_ROUTES.length).toBeGreaterThan(50);
  expect(WALKED_ROUTES.filter((r) => !walked.has(r.path)).map((r) => r.path)).toEqual([]);
  expect([...walked].filter((path) => !ROUTES.some((r) => r.path === path))).toEqual([]);
});

/** Whether the page has turned dark or light (the theme follows the system's, live). */
const themed = (page: Page, dark: boolean) =>
  expect
    .poll(() => page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`), {
      intervals: [50, 100, 200],
    })
    .toBe(dark)
    .then(() => true)
    .catch(() => false);

/**
 * Opens one page in the light theme, waits for its content and checks it; then turns the system
 * dark (the page follows live: one load checks both themes) and checks it again. Answers what is
 * wrong with it.
 */
async function check(page: Page, role: Role, v: Visit, desktop: boolean): Promise<string[]> {
  const path = v.path(chapter);
  // A signed-in page asks only for what its user may read (no 403 in the console).
  const refused: string[] = [];
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (role !== 'guest' && url.pathname.startsWith('/api/') && response.status() >= 400) {
      refused.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`);
    }
  };
  page.on('response', onResponse);
  await page.emulateMedia({ colorScheme: 'light' });
  await openAs(page, server, tokens[role] ?? null, path);
  const expected = expectedOf(v.route);
  const problems: string[] = [];
  if (expected.path) {
    await page.waitForURL((url) => url.pathname === expected.path);
  }
  const settled = await pageSettled(page)
    .then(() => true)
    .catch(() => false);
  if (!settled) {
    problems.push(`the page is still loading: ${await stillLoading(page)}`);
  }
  const shows = v.shows?.(chapter);
  if (shows) {
    const shown = await expect(page.getByText(shows, { exact: false }).filter({ visible: true }).first())
      .toBeVisible()
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      problems.push(`it does not show "${shows}"`);
    }
  }
  const title = v.route === '/home' || v.route === '/' ? chapter.groupName : expected.title;
  const wanted = `${title} · Chapter`;
  const titled = await expect
    .poll(() => page.title(), { timeout: 3000, intervals: [50, 100, 200] })
    .toBe(wanted)
    .then(() => true)
    .catch(() => false);
  if (!titled) {
    problems.push(`the tab title is "${await page.title()}", not "${wanted}"`);
  }
  if (desktop && role !== 'guest' && !expected.public) {
    problems.push(...(await sidebarProblems(page)));
  }
  for (const dark of [false, true]) {
    if (dark) {
      await page.emulateMedia({ colorScheme: 'dark' });
      if (!(await themed(page, true))) {
        problems.push('dark: the page did not turn dark with the system');
        continue;
      }
      await pageSettled(page).catch(() => undefined);
      await transitionsDone(page);
    }
    const theme = dark ? 'dark' : 'light';
    problems.push(...(await layoutProblems(page, dark)).map((p) => `${theme}: ${p}`));
  }
  page.off('response', onResponse);
  problems.push(...refused);
  return problems.map((p) => `${path}: ${p}`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.size.width} x ${viewport.size.height})`, () => {
    test.use({ viewport: viewport.size, colorScheme: 'light' });
    for (const role of Object.keys(WALK) as Role[]) {
      test(`every page of the ${role} fits the screen, light and dark, and has its title`, async ({
        page,
      }) => {
        test.setTimeout(240_000);
        const problems: string[] = [];
        for (const v of WALK[role]) {
          problems.push(...(await check(page, role, v, viewport.name === 'desktop')));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
