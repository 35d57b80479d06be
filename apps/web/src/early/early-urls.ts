/**
 * What home.html's first script asks for (src/early/early-requests.ts), as the app itself would
 * ask for it: the same URLs, so the app can take the answers over (checked by early-urls.test.ts).
 * No imports: the script must not wait for the app's chunks.
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

/**
 * The session's two calls, the shell's three (settings, the inbox and the activity badges), this
 * week's meetings and my numbers of six months.
 */
export const earlyUrls = (now = new Date()): string[] => [
  '/api/verify-token',
  '/api/profile',
  '/api/settings',
  '/api/inbox',
  '/api/activities/unread-counts',
  homeWeekUrl(now),
  '/api/activities/stats?months=6',
];
