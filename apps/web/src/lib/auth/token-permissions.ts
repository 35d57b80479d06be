/**
 * The `permissions` claim of a JWT: what the app's client-side checks read, and what the realtime
 * client tells the server when it subscribes to inbox:{me} (docs/architecture.md 15.7). Empty when the
 * token is missing or cannot be read.
 */
export function tokenPermissions(token: string | null): string[] {
  const payload = token?.split('.')[1];
  if (!payload) {
    return [];
  }
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (
      claims &&
      typeof claims === 'object' &&
      'permissions' in claims &&
      Array.isArray(claims.permissions)
    ) {
      return claims.permissions.filter((p): p is string => typeof p === 'string');
    }
    return [];
  } catch {
    return [];
  }
}
