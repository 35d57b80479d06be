import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { ChangePasswordBody, MessageResponse } from '@app/shared/auth';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext, passwordChangedMail } from '../mail/mail.templates';
import { setPasswordHash } from '../users/users.accounts';
import type { ClientInfo } from './auth.client';
import { refuseCommonPassword } from './auth.common-password';
import { verifyCurrentPassword } from './auth.current-password';
import { samePassword } from './auth.errors';
import { hashPassword } from './auth.password';
import { voidResetTokens } from './auth.reset.repo';
import { endSessions } from './auth.sessions';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/**
 * POST /api/password: the signed-in user changes their password with the current one (also the
 * forced change of a temporary password). Other sessions end; this one stays signed in.
 */
export async function changePassword(
  app: Deps<'store' | 'config' | 'events' | 'invalidateAuth' | 'loginFailures'>,
  auth: AuthContext,
  body: ChangePasswordBody,
  client: ClientInfo,
): Promise<MessageResponse> {
  const db = app.store.db;
  const user = await verifyCurrentPassword(app, {
    userId: auth.userId,
    password: body.currentPassword,
    ip: client.ip,
  });
  if (body.newPassword === body.currentPassword) {
    throw samePassword();
  }
  refuseCommonPassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, { mustChangePassword: false });
    await voidResetTokens(tx, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.passwordChanged,
      targetType: 'user',
      targetId: user.id,
      groupId: user.groupId,
      ip: client.ip,
      data: { temporary: user.mustChangePassword },
    });
    if (!user.mustChangePassword) {
      await enqueueMail(
        tx,
        passwordChangedMail(mailContext(app.config), { to: user.email, name: user.name }),
      );
    }
  });
  await app.loginFailures.clearAccount({ userId: user.id });
  app.invalidateAuth({ sessionId: auth.sessionId });
  await endSessions(app, { userId: user.id, sessionIds: 'all', exceptSessionId: auth.sessionId }, 'ended');
  return { message: PASSWORD_CHANGED_MESSAGE };
}
