/**
 * The admin area of the API (docs/architecture.md 15.2): every call under `/api/admin` needs an admin
 * permission (`hasAdminArea`, packages/shared/src/permissions.ts) on top of its own, so the
 * member-navigation permissions alone answer 403 on all of them. The auth plugin adds the gate
 * to each such route as it is registered; no route can opt out.
 */
export const ADMIN_API_PREFIX = '/api/admin';

export function isAdminAreaUrl(url: string): boolean {
  return url === ADMIN_API_PREFIX || url.startsWith(`${ADMIN_API_PREFIX}/`);
}
