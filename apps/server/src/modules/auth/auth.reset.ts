import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { MessageResponse } from '@app/shared/auth';
import { RESET_REQUEST_MESSAGE } from '@app/shared/auth-texts';
import { RESET_MAILS_PER_HOUR, RESET_TOKEN_TTL_MS } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext, passwordResetMail } from '../mail/mail.templates';
import { findUserByEmail, findUserById, lockUserRow, setPasswordHash } from '../users/users.accounts';
import { mayResetPassword } from './auth.account-life';
import type { ClientInfo } from './auth.client';
import { refuseCommonPassword } from './auth.common-password';
import { invalidResetToken } from './auth.errors';
import { hashPassword } from './auth.password';
import {
  consumeResetToken,
  countResetTokensSince,
  insertResetToken,
  resetTokenUsable,
  voidResetTokens,
} from './auth.reset.repo';
import { hashLinkToken, newLinkToken } from './auth.secrets';
import { endSessions } from './auth.sessions';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. You can now sign in with your new password.';

/**
 * POST /api/reset-password: mails a single-use link (1 hour) to an active account, at most twice
 * an hour per address; a new link voids older ones. A deactivated account gets no mail
 * (docs/architecture.md 15.3). The answer never tells whether the account exists or is active.
 */
export async function requestPasswordReset(
  app: Deps<'store' | 'config'>,
  email: string,
  client: ClientInfo,
): Promise<MessageResponse> {
  const db = app.store.db;
  const user = await findUserByEmail(db, email);
  if (!mayResetPassword(user)) {
    await writeAudit(db, {
      actorId: null,
      action: AUDIT_ACTIONS.passwordResetRequested,
      ip: client.ip,
      data: { email, sent: false, reason: user ? 'inactive' : 'unknown_email' },
    });
    return { message: RESET_REQUEST_MESSAGE };
  }
  await db.transaction(async (tx) => {
    const sent = await mailResetLink(app, tx, user);
    await writeAudit(tx, {
      actorId: null,
      action: AUDIT_ACTIONS.passwordResetRequested,
      targetType: 'user',
      targetId: user.id,
      groupId: user.groupId,
      ip: client.ip,
      data: { email, sent, ...(sent ? {} : { reason: 'hourly_cap' }) },
    });
  });
  return { message: RESET_REQUEST_MESSAGE };
}

/**
 * In the caller's transaction: mails the account a single-use reset link (1 hour) unless it was
 * sent the hourly maximum already; a new link voids older ones. Answers whether a mail was queued.
 * Used by the forgotten-password request and by leadership's "send a reset link".
 */
export async function mailResetLink(
  app: Deps<'config'>,
  tx: DbOrTx,
  user: { id: number; email: string; name: string },
): Promise<boolean> {
  await lockUserRow(tx, user.id);
  const recent = await countResetTokensSince(tx, user.id, new Date(Date.now() - 60 * 60_000));
  if (recent >= RESET_MAILS_PER_HOUR) {
    return false;
  }
  const token = newLinkToken();
  await voidResetTokens(tx, user.id);
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await enqueueMail(
    tx,
    passwordResetMail(mailContext(app.config), { to: user.email, name: user.name, token }),
  );
  return true;
}

/**
 * POST /api/reset-password/:token: sets the new password if the token is valid, consuming it
 * atomically (one winner under any concurrency), then ends every session of the account. A link
 * of an account deactivated since it was mailed sets nothing: it answers like a used link, and the
 * account's open links die with it (docs/architecture.md 15.3).
 */
export async function resetPassword(
  app: Deps<'store' | 'events' | 'invalidateAuth' | 'loginFailures'>,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<MessageResponse> {
  const db = app.store.db;
  const tokenHash = hashLinkToken(token);
  if (!(await resetTokenUsable(db, tokenHash))) {
    throw invalidResetToken();
  }
  refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const owner = await consumeResetToken(tx, tokenHash);
    if (owner === null) {
      return null;
    }
    if (!mayResetPassword(await findUserById(tx, owner))) {
      await voidResetTokens(tx, owner);
      return null;
    }
    await setPasswordHash(tx, owner, passwordHash, { mustChangePassword: false });
    await voidResetTokens(tx, owner);
    await writeAudit(tx, {
      actorId: owner,
      action: AUDIT_ACTIONS.passwordReset,
      targetType: 'user',
      targetId: owner,
      ip: client.ip,
    });
    return owner;
  });
  if (userId === null) {
    throw invalidResetToken();
  }
  await app.loginFailures.clearAccount({ userId });
  await endSessions(app, { userId, sessionIds: 'all' }, 'password-reset');
  return { message: PASSWORD_RESET_MESSAGE };
}

/** Voids the user's outstanding reset links (the sign-in address changed, or the password did). */
export async function voidPasswordResetLinks(db: DbOrTx, userId: number): Promise<void> {
  await voidResetTokens(db, userId);
}
