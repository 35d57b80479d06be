import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { MessageResponse } from '@app/shared/auth';
import { EMAIL_CHANGE_REQUESTS_PER_HOUR, EMAIL_CHANGE_TOKEN_TTL_MS } from '@app/shared/constants';
import { ErrorType } from '@app/shared/errors';
import {
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
  type UpdateEmailBody,
} from '@app/shared/profile';
import type { FastifyInstance } from 'fastify';
import { AppError, rateLimited, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repo';
import type { ClientInfo } from '../auth/auth.client';
import { verifyCurrentPassword } from '../auth/auth.current-password';
import { emailInUse } from '../auth/auth.errors';
import { voidResetTokens } from '../auth/auth.reset.repo';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import { endSessions } from '../auth/auth.sessions';
import { emailTaken, isUniqueViolation, lockUserRow } from '../auth/auth.users.repo';
import { enqueueMail } from '../mail/mail.outbox';
import { emailChangeConfirmMail, emailChangeRequestedMail, mailContext } from '../mail/mail.templates';
import { resolveProfileTarget } from './profile.access';
import {
  consumeEmailChange,
  countEmailChangesSince,
  type EmailChangeRow,
  insertEmailChange,
  voidEmailChanges,
} from './profile.email-change.repo';
import { findProfile, updateEmail } from './profile.repo';

const HOUR_MS = 60 * 60_000;

const invalidEmailChangeToken = () =>
  new AppError(
    400,
    ErrorType.INVALID_EMAIL_CHANGE_TOKEN,
    'This e-mail confirmation link is invalid, was already used or has expired. Please ask for a new one.',
  );

/**
 * PUT /api/profile/email: asks for a change of the account's e-mail address. The caller proves
 * who they are with their own password (counted like a sign-in); nothing changes yet: a link goes
 * to the new address, and the current address is told (without the link). A newer request voids
 * older links.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  auth: AuthContext,
  userId: number | undefined,
  body: UpdateEmailBody,
  client: ClientInfo,
): Promise<MessageResponse> {
  const { row, self } = await resolveProfileTarget(app, auth, userId, 'edit');
  const actor = await verifyCurrentPassword(app, {
    userId: auth.userId,
    password: body.currentPassword,
    ip: client.ip,
  });
  if (body.email === row.email.toLowerCase()) {
    throw validationError('email', 'This is already the e-mail address of the account');
  }
  if (await emailTaken(app.store.db, body.email, row.id)) {
    throw emailInUse();
  }
  const token = newLinkToken();
  const requestedBy = self ? null : actor.name;
  const ctx = mailContext(app.config);
  await app.store.db.transaction(async (tx) => {
    await lockUserRow(tx, row.id);
    const recent = await countEmailChangesSince(tx, row.id, new Date(Date.now() - HOUR_MS));
    if (recent >= EMAIL_CHANGE_REQUESTS_PER_HOUR) {
      throw rateLimited(HOUR_MS / 1000, 'Too many e-mail change requests. Please try again later.');
    }
    await voidEmailChanges(tx, row.id);
    await insertEmailChange(tx, {
      userId: row.id,
      newEmail: body.email,
      requestedBy: auth.userId,
      keepSessionId: self ? auth.sessionId : null,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_TTL_MS),
    });
    await enqueueMail(
      tx,
      emailChangeConfirmMail(ctx, { to: body.email, name: row.name, token, requestedBy }),
    );
    await enqueueMail(
      tx,
      emailChangeRequestedMail(ctx, { to: row.email, name: row.name, newEmail: body.email, requestedBy }),
    );
  });
  return { message: EMAIL_CHANGE_REQUESTED_MESSAGE };
}

/**
 * POST /api/profile/email/confirm: following the link changes the address, once. Open reset
 * links die with the old address, and the member's other sessions end (all of them when someone
 * else asked), which closes their realtime connections. A change made by another member is
 * audited with that member as the actor.
 */
export async function confirmEmailChange(
  app: FastifyInstance,
  token: string,
  client: ClientInfo,
): Promise<MessageResponse> {
  const change = await applyEmailChange(app, hashLinkToken(token), client);
  if (!change) {
    throw invalidEmailChangeToken();
  }
  const keep = change.requestedBy === change.userId ? change.keepSessionId : null;
  await endSessions(
    app,
    { userId: change.userId, sessionIds: 'all', ...(keep === null ? {} : { exceptSessionId: keep }) },
    'ended',
  );
  return { message: EMAIL_CHANGED_MESSAGE };
}

async function applyEmailChange(
  app: FastifyInstance,
  tokenHash: string,
  client: ClientInfo,
): Promise<EmailChangeRow | null> {
  try {
    return await app.store.db.transaction(async (tx) => {
      const change = await consumeEmailChange(tx, tokenHash);
      if (!change) {
        return null;
      }
      await lockUserRow(tx, change.userId);
      const user = await findProfile(tx, change.userId);
      if (!user?.isActive) {
        return null;
      }
      if (await emailTaken(tx, change.newEmail, user.id)) {
        throw emailInUse();
      }
      await updateEmail(tx, user.id, change.newEmail);
      await voidResetTokens(tx, user.id);
      await voidEmailChanges(tx, user.id);
      await writeAudit(tx, {
        actorId: change.requestedBy,
        action: AUDIT_ACTIONS.emailChanged,
        targetType: 'user',
        targetId: user.id,
        groupId: user.group?.id ?? null,
        ip: client.ip,
        data: { from: user.email, to: change.newEmail },
      });
      return change;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailInUse();
    }
    throw err;
  }
}
