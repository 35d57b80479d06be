import { unauthorized } from '../../plugins/app-error';
import type { Deps } from '../../plugins/deps';
import { findUserById, type LoginUserRow } from '../users/users.accounts';
import { accountLocked, wrongCurrentPassword } from './auth.errors';
import { LOCKOUT_POLICY, secondsUntil } from './auth.lockout';
import { verifyPassword } from './auth.password';

export interface CurrentPasswordCheck {
  userId: number;
  password: string;
  /** The client address (request.ip): failures count per account and address, like sign-ins. */
  ip: string;
}

/**
 * Checks a signed-in user's current password (before a password or e-mail change). Every wrong one
 * counts exactly like a failed sign-in: after 5 the account is locked on this address for 15 minutes
 * (423 ACCOUNT_LOCKED with retryAfter), and sign-in from this address is locked too. A wrong one
 * answers 400 VALIDATION_ERROR on `currentPassword` with remainingAttempts. Answers the user's row.
 */
export async function verifyCurrentPassword(
  app: Deps<'store' | 'loginFailures'>,
  check: CurrentPasswordCheck,
): Promise<LoginUserRow> {
  const user = await findUserById(app.store.db, check.userId);
  if (!user) {
    throw unauthorized();
  }
  const account = { userId: user.id };
  const lockedMs = await app.loginFailures.lockedFor(account, check.ip);
  if (lockedMs > 0) {
    throw accountLocked(Math.ceil(lockedMs / 1000));
  }
  if (await verifyPassword(user.passwordHash, check.password)) {
    await app.loginFailures.clear(account, check.ip);
    return user;
  }
  const state = await app.loginFailures.fail(account, check.ip);
  if (state.lockedUntil && state.lockedUntil.getTime() > Date.now()) {
    throw accountLocked(secondsUntil(state.lockedUntil));
  }
  throw wrongCurrentPassword(Math.max(0, LOCKOUT_POLICY.maxFailures - state.failures));
}
