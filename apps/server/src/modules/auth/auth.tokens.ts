import { SESSION_LIFETIME_S } from '@app/shared/constants';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** The numeric user id. */
  sub: number;
  sid: number;
  version: string;
  permissions: string[];
  exp: number;
}

export interface TokenKeys {
  secret: Uint8Array;
  version: string;
}

export async function signAccessToken(
  keys: TokenKeys,
  input: { userId: number; sessionId: number; permissions: string[]; expiresAt?: Date },
): Promise<string> {
  const exp = Math.floor((input.expiresAt?.getTime() ?? Date.now() + SESSION_LIFETIME_S * 1000) / 1000);
  // `sub` is the numeric user id (docs/architecture.md 16.3), not the string RFC 7519 suggests.
  const payload = {
    sub: input.userId,
    sid: input.sessionId,
    version: keys.version,
    permissions: input.permissions,
  };
  return new SignJWT(payload as unknown as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keys.secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies signature (HS256 only) and expiry before any claim is read. */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    const sub = Number(payload.sub);
    const sid = Number(payload.sid);
    if (
      !Number.isSafeInteger(sub) ||
      sub <= 0 ||
      !Number.isSafeInteger(sid) ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return {
      ok: true,
      claims: {
        sub,
        sid,
        version: String(payload.version ?? ''),
        permissions: Array.isArray(payload.permissions) ? payload.permissions.map(String) : [],
        exp: payload.exp,
      },
    };
  } catch (err) {
    if (err instanceof errors.JWTExpired) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: false, reason: 'invalid' };
  }
}
