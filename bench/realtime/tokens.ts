import { createHmac, timingSafeEqual } from 'node:crypto';

// The same signed-token check for every contender, so that "authenticated" costs the same
// everywhere: base64url(JSON claims) + "." + base64url(HMAC-SHA256), like an HS256 JWT.

const secret = 'bench-realtime-secret';

export interface BenchClaims {
  /** User id. */
  sub: string;
  /** Expiry, ms since epoch. */
  exp: number;
}

function sign(body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function makeToken(userId: number, ttlMs = 60 * 60 * 1000): string {
  const claims: BenchClaims = { sub: String(userId), exp: Date.now() + ttlMs };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** The claims of a valid token; null when forged, malformed or expired. */
export function verifyToken(token: string): BenchClaims | null {
  const dot = token.indexOf('.');
  if (dot <= 0) {
    return null;
  }
  const body = token.slice(0, dot);
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(token.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return null;
  }
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as BenchClaims;
    return claims.exp > Date.now() ? claims : null;
  } catch {
    return null;
  }
}
