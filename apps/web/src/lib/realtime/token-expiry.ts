/** Whether a JWT's `exp` lies in the past. A token that cannot be read is left to the server to judge. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) {
    return false;
  }
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000 <= now;
    }
    return false;
  } catch {
    return false;
  }
}
