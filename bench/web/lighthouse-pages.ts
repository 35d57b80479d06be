// The pages bench/web/lighthouse.ts measures: one of every page family of the app's route table
// (apps/web/src/app/router.tsx). `:name` parts are filled with ids of the demo chapter that
// demo-server.ts looks up through the API, so the seed is free to number its rows.

/** Ids of the demo chapter's rows that some pages need. */
export interface DemoIds {
  conversationId: number;
  meetingId: number;
  userId: number;
  groupId: number;
}

/** Every page family, as a path pattern; `/login` is the only one measured signed out. */
export const PAGE_PATTERNS: readonly string[] = [
  '/login',
  '/home',
  '/inbox',
  '/inbox/conversation/:conversationId',
  '/inbox/compose',
  '/calendar',
  '/meetings/:meetingId',
  '/meetings/:meetingId/edit',
  '/roster',
  '/profile/:userId',
  '/activity/given',
  '/activity/received',
  '/activity/closed-business',
  '/activity/referral',
  '/activity/training-credits',
  '/activity/one-to-one',
  '/activity/testimonials',
  '/activity/mentorship/search',
  '/activity/mentorship/apply',
  '/visitors',
  '/settings',
  '/more',
  '/admin/dashboard',
  '/admin/activity',
  '/admin/more',
  '/admin/tools',
  '/admin/users',
  '/admin/users/create',
  '/admin/groups',
  '/admin/groups/:groupId',
  '/admin/groups/:groupId/roles',
  '/admin/approvals',
  '/admin/attendance',
  '/admin/renewals',
  '/admin/permissions',
  '/admin/reports',
  '/admin/messaging',
  '/admin/settings',
];

export const SIGNED_OUT_PAGES: ReadonlySet<string> = new Set(['/login']);

/**
 * Pages measured as the administrator: they need manage_settings, which the demo President does
 * not hold (docs/architecture.md 15), so as the President they would measure the Access Denied
 * panel, not the page.
 */
export const ADMIN_PAGES: ReadonlySet<string> = new Set([
  '/admin/tools',
  '/admin/permissions',
  '/admin/settings',
]);

/** The pattern with its `:name` parts replaced by the demo chapter's ids. */
export function pagePath(pattern: string, ids: DemoIds): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const id = (ids as unknown as Record<string, number | undefined>)[name];
    if (id === undefined) {
      throw new Error(`no demo id for :${name} in ${pattern}`);
    }
    return String(id);
  });
}

/**
 * The patterns `--pages` picks: each entry is a pattern (`/meetings/:meetingId`) or a concrete
 * path of one (`/meetings/3` measures that meeting). Unknown entries fail, so a typo is not a
 * silently skipped page.
 */
export function selectPages(filter: string | undefined): { pattern: string; path?: string }[] {
  if (!filter) {
    return PAGE_PATTERNS.map((pattern) => ({ pattern }));
  }
  return filter.split(',').map((entry) => {
    const exact = PAGE_PATTERNS.find((p) => p === entry);
    if (exact) {
      return { pattern: exact };
    }
    const matching = PAGE_PATTERNS.find((p) => new RegExp(`^${p.replace(/:\w+/g, '\\d+')}$`).test(entry));
    if (!matching) {
      throw new Error(`--pages: ${entry} is none of the measured pages (bench/web/lighthouse-pages.ts)`);
    }
    return { pattern: matching, path: entry };
  });
}
