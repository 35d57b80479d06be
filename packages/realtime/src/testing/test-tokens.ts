import { createHmac, timingSafeEqual } from 'node:crypto';
import { DisconnectCode, ErrorCode } from '../codes.ts';
import { DisconnectError, RealtimeError } from '../errors.ts';

// A small HMAC token scheme for tests: base64url(JSON claims) + "." + base64url(HMAC-SHA256).

const secret = 'realtime-test-secret';

export interface TestClaims {
  sub: string;
  /** Expiry, ms since epoch. */
  exp?: number;
  /** For subscription tokens: the channel. */
  channel?: string;
}

function sign(body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function makeToken(claims: TestClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body)}`;
}

/** Verifies a token: 3500 when forged or malformed, 109 when expired. */
export function verifyToken(token: string): TestClaims {
  const [body, signature] = token.split('.');
  if (body === undefined || signature === undefined) {
    throw new DisconnectError(DisconnectCode.InvalidToken);
  }
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new DisconnectError(DisconnectCode.InvalidToken);
  }
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TestClaims;
  if (claims.exp !== undefined && claims.exp <= Date.now()) {
    throw new RealtimeError(ErrorCode.TokenExpired);
  }
  return claims;
}
