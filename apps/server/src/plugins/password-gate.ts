import type { FastifyRequest } from 'fastify';

/**
 * What an account signed in with a temporary password may still do before changing it (issue 9):
 * read who it is (the token check and its own profile), change the password, and sign out. The
 * /change-password screen needs nothing else: the app shell, with its settings, sessions list and
 * realtime connection, is only mounted once the password is changed. Settings and the sessions
 * list stay closed, so whoever reads a mailed temporary password learns nothing more of the account.
 */
export const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'GET /api/verify-token',
  'GET /api/profile',
  'POST /api/password',
  'POST /api/logout',
]);

/** Runs before validation, so the query is still raw text: `?userId=` must name the caller. */
function readsSomeoneElse(request: FastifyRequest, userId: number): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = query?.userId;
  return asked !== undefined && String(asked) !== String(userId);
}

export function mayActBeforePasswordChange(request: FastifyRequest, userId: number): boolean {
  // A HEAD is the GET of the same route without its body.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const key = `${method} ${request.routeOptions.url ?? ''}`;
  if (!ALLOWED_BEFORE_PASSWORD_CHANGE.has(key)) {
    return false;
  }
  return !(key === 'GET /api/profile' && readsSomeoneElse(request, userId));
}
