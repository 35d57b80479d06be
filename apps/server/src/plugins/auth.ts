import { ErrorType } from '@app/shared/errors';
import { can, PERMISSIONS, type Permission } from '@app/shared/permissions';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AccessClaims,
  type TokenKeys,
  type VerifyResult,
  verifyAccessToken,
} from '../modules/auth/auth.tokens';
import { findPrincipal, type PrincipalRow } from '../modules/auth/principal.repo';
import { AppError, permissionDenied, tokenExpired, unauthorized } from './app-error';

/** Who is calling: read from the database (cached briefly), never trusted from the token's claims alone. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  isAdmin: boolean;
  groupId: number | null;
  membershipStatus: PrincipalRow['membershipStatus'];
  roleName: string | null;
  isLeadership: boolean;
  mustChangePassword: boolean;
  permissions: string[];
  token: string;
  tokenExp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: the caller must be signed in. */
    requireAuth: preHandlerHookHandler;
    /** preHandler factory: signed in and holding the permission (one, or any of a list, or all with requireAll). */
    requirePermission: (
      permissions: Permission | Permission[],
      options?: { requireAll?: boolean },
    ) => preHandlerHookHandler;
    /** Reads the bearer token if there is one; answers null instead of failing. */
    authenticateOptional: (request: FastifyRequest) => Promise<AuthContext | null>;
    /** Forgets cached principals so an ended session or a changed permission counts at once. */
    invalidateAuth: (filter: { sessionId?: number; userId?: number }) => void;
    tokenKeys: TokenKeys;
  }
}

const CACHE_TTL_MS = 5000;

/**
 * What an account signed in with a temporary password may still do before changing it: read who
 * it is, change the password, sign out, and keep its settings.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'GET /api/verify-token',
  'GET /api/profile',
  'POST /api/logout',
  'POST /api/password',
  'GET /api/settings',
  'PUT /api/settings',
  'GET /api/sessions',
]);

function mayActBeforePasswordChange(request: FastifyRequest): boolean {
  return ALLOWED_BEFORE_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { keys: TokenKeys }) => {
    const cache = new Map<number, { row: PrincipalRow; at: number }>();
    app.decorate('tokenKeys', opts.keys);
    app.decorateRequest('auth', null);

    /** Lookups in flight, so a burst of requests of one session makes one query. */
    const inFlight = new Map<number, Promise<PrincipalRow | null>>();
    /** Tokens whose signature was already checked (claims are re-checked for expiry on use). */
    const verifiedTokens = new Map<string, AccessClaims>();

    async function principal(sessionId: number, userId: number): Promise<PrincipalRow | null> {
      const hit = cache.get(sessionId);
      if (hit && hit.row.userId === userId && Date.now() - hit.at < CACHE_TTL_MS) {
        return hit.row;
      }
      const pending = inFlight.get(sessionId);
      if (pending) {
        const row = await pending;
        return row?.userId === userId ? row : null;
      }
      const lookup = findPrincipal(app.store.db, sessionId, userId).finally(() => inFlight.delete(sessionId));
      inFlight.set(sessionId, lookup);
      const row = await lookup;
      if (row) {
        cache.set(sessionId, { row, at: Date.now() });
        if (cache.size > 50_000) {
          cache.delete(cache.keys().next().value as number);
        }
      }
      return row;
    }

    async function verifyToken(token: string): Promise<VerifyResult> {
      const known = verifiedTokens.get(token);
      if (known) {
        return known.exp * 1000 > Date.now() ? { ok: true, claims: known } : { ok: false, reason: 'expired' };
      }
      const result = await verifyAccessToken(opts.keys, token);
      if (result.ok) {
        verifiedTokens.set(token, result.claims);
        if (verifiedTokens.size > 10_000) {
          verifiedTokens.delete(verifiedTokens.keys().next().value as string);
        }
      }
      return result;
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      if (!token) {
        throw unauthorized('No authentication token found');
      }
      const verified = await verifyToken(token);
      if (!verified.ok) {
        throw verified.reason === 'expired' ? tokenExpired() : unauthorized('Invalid authentication token');
      }
      const { claims } = verified;
      const row = await principal(claims.sid, claims.sub);
      if (!row || row.sessionEndedAt || row.sessionExpiresAt.getTime() <= Date.now()) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (!row.isActive) {
        throw unauthorized('Your account is inactive.');
      }
      return {
        userId: row.userId,
        sessionId: claims.sid,
        isAdmin: row.isAdmin,
        groupId: row.groupId,
        membershipStatus: row.membershipStatus,
        roleName: row.roleName,
        isLeadership: row.isLeadership,
        mustChangePassword: row.mustChangePassword,
        permissions: row.isAdmin ? [...PERMISSIONS] : row.permissions,
        token,
        tokenExp: claims.exp,
      };
    }

    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      if (!request.headers.authorization) {
        return null;
      }
      try {
        request.auth = await authenticate(request);
        return request.auth;
      } catch {
        return null;
      }
    });

    const requireAuth: preHandlerHookHandler = async (request) => {
      request.auth = await authenticate(request);
      if (request.auth.mustChangePassword && !mayActBeforePasswordChange(request)) {
        throw passwordChangeRequired();
      }
    };
    app.decorate('requireAuth', requireAuth);

    app.decorate(
      'requirePermission',
      (permissions: Permission | Permission[], options?: { requireAll?: boolean }) => {
        const list = Array.isArray(permissions) ? permissions : [permissions];
        const handler: preHandlerHookHandler = async (request) => {
          request.auth ??= await authenticate(request);
          if (!can(request.auth, { permissions: list, requireAll: options?.requireAll ?? false })) {
            throw permissionDenied();
          }
        };
        return handler;
      },
    );

    app.decorate('invalidateAuth', (filter: { sessionId?: number; userId?: number }) => {
      if (filter.sessionId !== undefined) {
        cache.delete(filter.sessionId);
      }
      if (filter.userId !== undefined) {
        for (const [sid, entry] of cache) {
          if (entry.row.userId === filter.userId) {
            cache.delete(sid);
          }
        }
      }
    });
  },
  { name: 'auth', dependencies: ['store'] },
);

function passwordChangeRequired(): AppError {
  return new AppError(
    403,
    ErrorType.PASSWORD_CHANGE_REQUIRED,
    'Please change your temporary password before continuing.',
  );
}

/** The signed-in caller of a route that used requireAuth or requirePermission. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) {
    throw unauthorized('No authentication token found');
  }
  return request.auth;
}
