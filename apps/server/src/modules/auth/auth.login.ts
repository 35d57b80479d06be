import { AUDIT_ACTIONS, type LoginFailureReason } from '@app/shared/audit';
import type { LoginBody, LoginResponse } from '@app/shared/auth';
import { PERMISSIONS } from '@app/shared/permissions';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { loadSettings } from '../settings/settings.service';
import { findUserByEmail, type LoginUserRow } from '../users/users.accounts';
import type { ClientInfo } from './auth.client';
import { accountInactive, accountLocked, invalidCredentials, substituteLogin } from './auth.errors';
import { type FailureState, LOCKOUT_POLICY, type LockoutAccount, secondsUntil } from './auth.lockout';
import { verifyDummy, verifyPassword } from './auth.password';
import { findPrincipal } from './auth.principal';
import { openSession } from './auth.sessions';
import { signAccessToken } from './auth.tokens';

/**
 * POST /api/login. Unknown e-mail and wrong password answer alike (same body, a dummy verify for
 * the same time, and the same countdown to a lock, counted per account and client address); only
 * the right password learns that an account is inactive or a substitute's.
 */
export async function login(
  app: Deps<'store' | 'loginFailures' | 'tokenKeys'>,
  body: LoginBody,
  client: ClientInfo,
): Promise<LoginResponse> {
  const db = app.store.db;
  const counters = app.loginFailures;
  const user = await findUserByEmail(db, body.email);
  const account: LockoutAccount = user ? { userId: user.id } : { email: body.email };
  const fail = async (reason: LoginFailureReason) => {
    await writeAudit(db, {
      actorId: user?.id ?? null,
      action: AUDIT_ACTIONS.loginFailed,
      targetType: 'user',
      targetId: user?.id ?? null,
      ip: client.ip,
      data: { email: body.email, reason },
    });
  };

  const lockedMs = await counters.lockedFor(account, client.ip);
  if (lockedMs > 0) {
    await fail('locked');
    throw accountLocked(Math.ceil(lockedMs / 1000));
  }
  if (!user) {
    await verifyDummy(body.password);
    const state = await counters.fail(account, client.ip);
    await fail('unknown_email');
    throw failureError(state);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    const state = await counters.fail(account, client.ip);
    await fail('wrong_password');
    throw failureError(state);
  }
  await counters.clear(account, client.ip);
  if (!user.isActive) {
    await fail('inactive');
    throw accountInactive();
  }
  if (!user.isAdmin && user.roleName === 'Substitute') {
    await fail('substitute');
    throw substituteLogin();
  }
  return startSession(app, user, client);
}

function failureError(state: FailureState) {
  if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) {
    return accountLocked(secondsUntil(state.lockedUntil));
  }
  return invalidCredentials(Math.max(0, LOCKOUT_POLICY.maxFailures - state.failures));
}

async function startSession(
  app: Deps<'store' | 'tokenKeys'>,
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
