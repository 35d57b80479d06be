import { ErrorType } from '@app/shared/errors';
import { can, hasAdminArea, type Permission } from '@app/shared/permissions';
import type {
  FastifyInstance,
  FastifyRequest,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { findPrincipal, type PrincipalRow, touchSession } from '../modules/auth/auth.principal';
import { LAST_SEEN_WRITE_INTERVAL_MS, sessionRefusal } from '../modules/auth/auth.session-state';
import { endSessions } from '../modules/auth/auth.sessions';
import {
  type AccessClaims,
  type TokenKeys,
  type VerifyResult,
  verifyAccessToken,
} from '../modules/auth/auth.tokens';
import { isAdminAreaUrl } from './admin-area';
import { AppError, permissionDenied, tokenExpired, unauthorized } from './app-error';
import { createInvalidationBus } from './auth-invalidation';
import { mayActBeforePasswordChange } from './password-gate';
import { PrincipalCache, type PrincipalFilter } from './principal-cache';

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
    /**
     * Forgets cached principals so an ended session or a changed permission counts at once, on
     * every node (Redis pub/sub when REDIS_URL is set).
     */
    invalidateAuth: (filter: PrincipalFilter) => void;
    tokenKeys: TokenKeys;
  }
}

const CACHE_TTL_MS = 5000;
const MAX_TRACKED = 50_000;

/** The preHandlers made by requireAuth and requirePermission (moved before validation, see below). */
const authGates = new WeakSet<preHandlerHookHandler>();

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { keys: TokenKeys }) => {
    const cache = new PrincipalCache((sid, uid) => findPrincipal(app.store.db, sid, uid), CACHE_TTL_MS);
    const bus = app.config.redisUrl
      ? createInvalidationBus({ redisUrl: app.config.redisUrl, log: app.log, forget: (f) => cache.forget(f) })
      : null;
    if (bus) {
      app.addHook('onReady', () => bus.ready());
      app.addHook('onClose', async () => bus.close());
    }
    app.decorate('tokenKeys', opts.keys);
    app.decorateRequest('auth', null);

    /** Tokens whose signature was already checked (claims are re-checked for expiry on use). */
    const verifiedTokens = new Map<string, AccessClaims>();
    /** When this node last wrote each session's last_seen_at. */
    const touchedAt = new Map<number, number>();

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

    /** Keeps last_seen_at current, writing at most once a minute per session. */
    async function touch(sessionId: number, row: PrincipalRow, now: number): Promise<void> {
      const last = Math.max(touchedAt.get(sessionId) ?? 0, row.sessionLastSeenAt.getTime());
      if (now - last < LAST_SEEN_WRITE_INTERVAL_MS) {
        return;
      }
      touchedAt.delete(sessionId);
      touchedAt.set(sessionId, now);
      if (touchedAt.size > MAX_TRACKED) {
        touchedAt.delete(touchedAt.keys().next().value as number);
      }
      await touchSession(app.store.db, sessionId);
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
      const row = await cache.get(claims.sid, claims.sub);
      const now = Date.now();
      const refusal = row ? sessionRefusal(row, now, touchedAt.get(claims.sid)) : 'ended';
      if (!row || refusal === 'ended') {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (refusal === 'idle') {
        await endSessions(app, { userId: row.userId, sessionIds: [claims.sid] }, 'idle');
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (refusal === 'inactive') {
        throw unauthorized('Your account is inactive.');
      }
      await touch(claims.sid, row, now);
      return {
        userId: row.userId,
        sessionId: claims.sid,
        isAdmin: row.isAdmin,
        groupId: row.groupId,
        membershipStatus: row.membershipStatus,
        roleName: row.roleName,
        isLeadership: row.isLeadership,
        mustChangePassword: row.mustChangePassword,
        permissions: row.permissions,
        token,
        tokenExp: claims.exp,
      };
    }

    /** Signed in, and past the temporary-password gate unless the route is on its allow-list. */
    async function signedIn(request: FastifyRequest): Promise<AuthContext> {
      request.auth ??= await authenticate(request);
      if (request.auth.mustChangePassword && !mayActBeforePasswordChange(request, request.auth.userId)) {
        throw passwordChangeRequired();
      }
      return request.auth;
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
      await signedIn(request);
    };
    authGates.add(requireAuth);
    app.decorate('requireAuth', requireAuth);

    app.decorate(
      'requirePermission',
      (permissions: Permission | Permission[], options?: { requireAll?: boolean }) => {
        const list = Array.isArray(permissions) ? permissions : [permissions];
        const handler: preHandlerHookHandler = async (request) => {
          const auth = await signedIn(request);
          if (!can(auth, { permissions: list, requireAll: options?.requireAll ?? false })) {
            throw permissionDenied();
          }
        };
        authGates.add(handler);
        return handler;
      },
    );

    /** docs/architecture.md 15.2: every `/api/admin/*` call needs an admin permission besides its own. */
    const requireAdminArea: preHandlerHookHandler = async (request) => {
      const auth = await signedIn(request);
      if (!hasAdminArea(auth)) {
        throw permissionDenied('The admin area needs an admin permission.');
      }
    };

    /**
     * Who may call is decided before what they sent is validated: a caller without a token gets
     * 401 (and one without the permission 403) whatever the body, so anonymous callers learn
     * nothing of a route's input. Routes list the gates as preHandlers; they run at preValidation,
     * followed by the admin-area gate on every route under `/api/admin`.
     */
    app.addHook('onRoute', (route) => {
      const pre = route.preHandler === undefined ? [] : [route.preHandler].flat();
      const gates = [
        ...pre.filter((h) => authGates.has(h)),
        ...(isAdminAreaUrl(route.url) ? [requireAdminArea] : []),
      ];
      if (gates.length === 0) {
        return;
      }
      const before = route.preValidation === undefined ? [] : [route.preValidation].flat();
      route.preHandler = pre.filter((h) => !authGates.has(h));
      route.preValidation = [...(gates as unknown as preValidationHookHandler[]), ...before];
    });

    app.decorate('invalidateAuth', (filter: PrincipalFilter) => {
      cache.forget(filter);
      bus?.announce(filter);
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
