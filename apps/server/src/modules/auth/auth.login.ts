import { AUDIT_ACTIONS, type LoginFailureReason } from '@app/shared/audit';
import type { LoginBody, LoginResponse } from '@app/shared/auth';
import { PERMISSIONS } from '@app/shared/permissions';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit.repo';
import { loadSettings } from '../settings/settings.service';
import type { ClientInfo } from './auth.client';
import { accountInactive, accountLocked, invalidCredentials, substituteLogin } from './auth.errors';
import { LOCKOUT_POLICY, secondsUntil, type UnknownAccountCounters } from './auth.lockout';
import { verifyDummy, verifyPassword } from './auth.password';
import { openSession } from './auth.sessions';
import { signAccessToken } from './auth.tokens';
import {
  clearLoginFailures,
  findUserByEmail,
  type LoginUserRow,
  recordLoginFailure,
} from './auth.users.repo';
import { findPrincipal } from './principal.repo';

export interface LoginDeps {
  app: FastifyInstance;
  unknownAccounts: UnknownAccountCounters;
}

/**
 * POST /api/login. Unknown e-mail and wrong password answer alike (same body, a dummy verify for
 * the same time, and the same countdown to a lock); only the right password learns that an account
 * is inactive or a substitute's.
 */
export async function login(deps: LoginDeps, body: LoginBody, client: ClientInfo): Promise<LoginResponse> {
  const { app } = deps;
  const db = app.store.db;
  const user = await findUserByEmail(db, body.email);
  const fail = async (reason: LoginFailureReason, userId: number | null) => {
    await writeAudit(db, {
      actorId: userId,
      action: AUDIT_ACTIONS.loginFailed,
      targetType: 'user',
      targetId: userId,
      ip: client.ip,
      data: { email: body.email, reason },
    });
  };

  if (!user) {
    const lockedMs = deps.unknownAccounts.lockedFor(body.email);
    if (lockedMs > 0) {
      await fail('locked', null);
      throw accountLocked(Math.ceil(lockedMs / 1000));
    }
    await verifyDummy(body.password);
    const state = deps.unknownAccounts.fail(body.email);
    await fail('unknown_email', null);
    throw failureError(state);
  }

  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await fail('locked', user.id);
    throw accountLocked(secondsUntil(user.lockedUntil));
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    const state = await recordLoginFailure(db, user.id, LOCKOUT_POLICY);
    await fail('wrong_password', user.id);
    throw failureError(state);
  }
  if (user.failedLogins > 0 || user.lockedUntil) {
    await clearLoginFailures(db, user.id);
  }
  if (!user.isActive) {
    await fail('inactive', user.id);
    throw accountInactive();
  }
  if (!user.isAdmin && user.roleName === 'Substitute') {
    await fail('substitute', user.id);
    throw substituteLogin();
  }
  return startSession(app, user, client);
}

function failureError(state: { failedLogins: number; lockedUntil: Date | null }) {
  if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) {
    return accountLocked(secondsUntil(state.lockedUntil));
  }
  return invalidCredentials(Math.max(0, LOCKOUT_POLICY.maxFailures - state.failedLogins));
}

async function startSession(
  app: FastifyInstance,
  user: LoginUserRow,
  client: ClientInfo,
): Promise<LoginResponse> {
  const db = app.store.db;
  const session = await db.transaction(async (tx) => {
    const opened = await openSession(tx, { userId: user.id, userAgent: client.userAgent, ip: client.ip });
    await writeAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.loginSucceeded,
      targetType: 'session',
      targetId: opened.id,
      groupId: user.groupId,
      ip: client.ip,
      data: { email: user.email },
    });
    return opened;
  });
  const principal = await findPrincipal(db, session.id, user.id);
  const permissions = user.isAdmin ? [...PERMISSIONS] : (principal?.permissions ?? []);
  const token = await signAccessToken(app.tokenKeys, {
    userId: user.id,
    sessionId: session.id,
    permissions,
    expiresAt: session.expiresAt,
  });
  return { token, settings: await loadSettings(db, user.id), mustChangePassword: user.mustChangePassword };
}
