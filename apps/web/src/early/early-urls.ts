/**
 * What the app pages' first script asks for (src/early/early-requests.ts), as the app itself would
 * ask for it: the same URLs, so the app can take the answers over (checked by early-urls.test.ts).
 * No imports, and imported by no app module: the script must build to one chunk of its own.
 */

/** `/api/meetings` for this week, as home asks for it (`rangeAroundNow(0, 7)`, limit 100). */
export function homeWeekUrl(now = new Date()): string {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  const params = new URLSearchParams({
    from: start.toISOString(),
    to: new Date(start.getTime() + 8 * day).toISOString(),
    limit: '100',
  });
  return `/api/meetings?${params.toString()}`;
}

/** The pages anyone may open (the router's public routes, app/router.tsx): no shell, no badges. */
const PUBLIC_PAGES = [
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/password-reset\/[^/]+\/?$/,
  /^\/visitor\/response\/?$/,
  /^\/email-change\/[^/]+\/?$/,
  /^\/email-undo\/[^/]+\/?$/,
  /^\/change-password\/?$/,
  /^\/digest\/unsubscribe\/?$/,
  /^\/digest\/rsvp\/?$/,
];

export const isPublicPage = (pathname: string): boolean => PUBLIC_PAGES.some((page) => page.test(pathname));

/** Home: `/home`, and `/`, which leads there. */
const isHomePage = (pathname: string): boolean => pathname === '/home' || pathname === '/';

/**
 * The `permissions` claim of the stored token (the app's start reads the same, lib/auth/
 * token-permissions.ts; this file imports nothing). Empty when the token cannot be read.
 */
export function permissionsOfToken(token: string | null): string[] {
  const payload = token?.split('.')[1];
  if (!payload) {
    return [];
  }
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const permissions = (claims as { permissions?: unknown } | null)?.permissions;
    return Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What the app asks for first on a page, with a stored token: the session's two calls; on a
 * signed-in page the shell's three too (settings, the inbox and the activity badges); on home also
 * this week's meetings (with view_meetings) and my numbers of six months (with view_activity: a
 * member still waiting for approval has not got it, and the server would answer 403). Only the
 * session's while a temporary password waits to be changed: the server refuses the rest until then.
 */
export function earlyUrls(
  pathname: string,
  permissions: readonly string[],
  { now = new Date(), passwordChangePending = false }: { now?: Date; passwordChangePending?: boolean } = {},
): string[] {
  const session = ['/api/verify-token', '/api/profile'];
  if (isPublicPage(pathname) || passwordChangePending) {
    return session;
  }
  const shell = ['/api/settings', '/api/inbox', '/api/activities/unread-counts'];
  const home = isHomePage(pathname)
    ? [
        ...(permissions.includes('view_meetings') ? [homeWeekUrl(now)] : []),
        ...(permissions.includes('view_activity') ? ['/api/activities/stats?months=6'] : []),
      ]
    : [];
  return [...session, ...shell, ...home];
}
