import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { MessageResponse } from '@app/shared/auth';
import {
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  EMAIL_CHANGE_TOKEN_TTL_MS,
  EMAIL_CHANGE_UNDO_TTL_MS,
} from '@app/shared/constants';
import {
  EMAIL_CHANGE_CONSENT_MESSAGE,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CHANGE_UNDONE_MESSAGE,
  EMAIL_CHANGED_MESSAGE,
} from '@app/shared/email-change-texts';
import { ErrorType } from '@app/shared/errors';
import type { UpdateEmailBody } from '@app/shared/profile';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, rateLimited, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { isUniqueViolation } from '../../plugins/database-errors';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { isAccountActive } from '../auth/auth.account-life';
import type { ClientInfo } from '../auth/auth.client';
import { verifyCurrentPassword } from '../auth/auth.current-password';
import { emailInUse } from '../auth/auth.errors';
import { voidPasswordResetLinks } from '../auth/auth.reset';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import { endSessions } from '../auth/auth.sessions';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox';
import {
  emailChangeConfirmMail,
  emailChangeRequestedMail,
  type MailContext,
  mailContext,
} from '../mail/mail.templates';
import { emailTaken, findUserById, lockUserRow } from '../users/users.accounts';
import { resolveProfileTarget } from './profile.access';
import {
  emailAddressTakenMail,
  emailChangeConsentMail,
  emailChangeConsentNoticeMail,
  emailChangeUndoMail,
} from './profile.email-change.mail';
import {
  consumeEmailChange,
  countEmailChangesSince,
  type EmailChangeRow,
  insertEmailChange,
  voidEmailChanges,
} from './profile.email-change.repo';
import { findProfile, type ProfileRow, updateEmail } from './profile.repo';

const HOUR_MS = 60 * 60_000;

const invalidEmailChangeToken = () =>
  new AppError(
    400,
    ErrorType.INVALID_EMAIL_CHANGE_TOKEN,
    'This e-mail confirmation link is invalid, was already used or has expired. Please ask for a new one.',
  );

const invalidUndoToken = () =>
  new AppError(
    400,
    ErrorType.INVALID_EMAIL_CHANGE_TOKEN,
    'This undo link is invalid, was already used or has expired. Please contact support.',
  );

/**
 * Whose address changes at whose request (docs/architecture.md 15.5), which decides where the link goes:
 * - own: to the new address; the current address is told;
 * - leadership (manage_members, not an administrator): to the member's current address, as the
 *   member's consent; the new address is told;
 * - administrator (the way for a member who lost a mailbox): to the new address; the current
 *   address is told, and once the change is made it gets a link that undoes it for 7 days.
 */
export type EmailChangeRoute = 'own' | 'leadership' | 'administrator';

export function emailChangeRoute(self: boolean, actor: { isAdmin: boolean }): EmailChangeRoute {
  if (self) {
    return 'own';
  }
  return actor.isAdmin ? 'administrator' : 'leadership';
}

/**
 * PUT /api/profile/email: asks for a change of the account's e-mail address. The caller proves
 * who they are with their own password (counted like a sign-in); nothing changes yet: a link goes
 * where `emailChangeRoute` says and the other address is told. A newer request voids older links.
 * An address of another account gets the same answer and the same work (docs/architecture.md 15.5): only
 * the mail to that address differs, which tells its owner that nothing changed.
 */
export async function requestEmailChange(
  app: Deps<'store' | 'config' | 'loginFailures'>,
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
  const route = emailChangeRoute(self, auth);
  const taken = await emailTaken(app.store.db, body.email, row.id);
  const token = newLinkToken();
  const mails = requestMails(mailContext(app.config), route, {
    row,
    newEmail: body.email,
    token,
    requestedBy: actor.name,
    taken,
  });
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
      purpose: route === 'leadership' ? 'consent' : 'confirm',
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_TTL_MS),
    });
    for (const mail of mails) {
      await enqueueMail(tx, mail);
    }
  });
  return { message: route === 'leadership' ? EMAIL_CHANGE_CONSENT_MESSAGE : EMAIL_CHANGE_REQUESTED_MESSAGE };
}

/**
 * The two mails of a request. A taken new address gets `emailAddressTakenMail` in place of its
 * link or notice; the current address gets the same mail either way.
 */
function requestMails(
  ctx: MailContext,
  route: EmailChangeRoute,
  input: { row: ProfileRow; newEmail: string; token: string; requestedBy: string; taken: boolean },
): OutgoingMail[] {
  const { row, newEmail, token, taken } = input;
  const toTaken = () => emailAddressTakenMail(ctx, { to: newEmail });
  if (route === 'leadership') {
    return [
      emailChangeConsentMail(ctx, {
        to: row.email,
        name: row.name,
        newEmail,
        token,
        requestedBy: input.requestedBy,
      }),
      taken ? toTaken() : emailChangeConsentNoticeMail(ctx, { to: newEmail, requestedBy: input.requestedBy }),
    ];
  }
  const requestedBy = route === 'own' ? null : input.requestedBy;
  return [
    taken ? toTaken() : emailChangeConfirmMail(ctx, { to: newEmail, name: row.name, token, requestedBy }),
    emailChangeRequestedMail(ctx, { to: row.email, name: row.name, newEmail, requestedBy }),
  ];
}

/**
 * POST /api/profile/email/confirm: following the link (to the new address, or leadership's consent
 * link to the current one) changes the address, once, for an active account only. Open reset
 * links die with the old address, and the member's other sessions end (all of them when someone
 * else asked), which closes their realtime connections. A change made by another member is
 * audited with that member as the actor; an administrator's change mails the old address an undo
 * link.
 */
export async function confirmEmailChange(
  app: Deps<'store' | 'config' | 'events' | 'invalidateAuth'>,
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

/**
 * POST /api/profile/email/undo: the link mailed to the old address after an administrator's
 * change puts that address back, once, within 7 days, for an active account only. It voids every
 * open reset and e-mail change link (undo links included) and ends every session.
 */
export async function undoEmailChange(
  app: Deps<'store' | 'events' | 'invalidateAuth'>,
  token: string,
  client: ClientInfo,
): Promise<MessageResponse> {
  const change = await applyUndo(app, hashLinkToken(token), client);
  if (!change) {
    throw invalidUndoToken();
  }
  await endSessions(app, { userId: change.userId, sessionIds: 'all' }, 'ended');
  return { message: EMAIL_CHANGE_UNDONE_MESSAGE };
}

/** Runs the work of a link in a transaction; a concurrent taker of the address answers 409. */
async function inTransaction<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailInUse();
    }
    throw err;
  }
}

/** Consumes the link and, for an active account whose new address is free, sets it. */
async function takeLink(
  tx: DbOrTx,
  tokenHash: string,
  purposes: EmailChangeRow['purpose'][],
): Promise<{ change: EmailChangeRow; user: ProfileRow } | null> {
  const change = await consumeEmailChange(tx, tokenHash, purposes);
  if (!change) {
    return null;
  }
  await lockUserRow(tx, change.userId);
  const user = await findProfile(tx, change.userId);
  if (!user || !isAccountActive(user)) {
    return null;
  }
  if (await emailTaken(tx, change.newEmail, user.id)) {
    throw emailInUse();
  }
  await updateEmail(tx, user.id, change.newEmail);
  await voidPasswordResetLinks(tx, user.id);
  return { change, user };
}

function applyEmailChange(
  app: Deps<'store' | 'config'>,
  tokenHash: string,
  client: ClientInfo,
): Promise<EmailChangeRow | null> {
  return inTransaction(app.store.db, async (tx) => {
    const taken = await takeLink(tx, tokenHash, ['confirm', 'consent']);
    if (!taken) {
      return null;
    }
    const { change, user } = taken;
    await voidEmailChanges(tx, user.id);
    await writeAudit(tx, {
      actorId: change.requestedBy,
      action: AUDIT_ACTIONS.emailChanged,
      targetType: 'user',
      targetId: user.id,
      groupId: user.group?.id ?? null,
      ip: client.ip,
      data: { from: user.email, to: change.newEmail, link: change.purpose },
    });
    if (change.purpose === 'confirm' && change.requestedBy !== user.id) {
      await mailUndoLink(app, tx, user, change);
    }
    return change;
  });
}

/** After an administrator's change: the old address may put itself back for 7 days. */
async function mailUndoLink(
  app: Deps<'config'>,
  tx: DbOrTx,
  user: ProfileRow,
  change: EmailChangeRow,
): Promise<void> {
  const token = newLinkToken();
  await insertEmailChange(tx, {
    userId: user.id,
    newEmail: user.email,
    requestedBy: change.requestedBy,
    keepSessionId: null,
    purpose: 'undo',
    tokenHash: hashLinkToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_UNDO_TTL_MS),
  });
  const changedBy = change.requestedBy === null ? null : await findUserById(tx, change.requestedBy);
  await enqueueMail(
    tx,
    emailChangeUndoMail(mailContext(app.config), {
      to: user.email,
      name: user.name,
      newEmail: change.newEmail,
      token,
      changedBy: changedBy?.name ?? null,
    }),
  );
}

function applyUndo(
  app: Deps<'store'>,
  tokenHash: string,
  client: ClientInfo,
): Promise<EmailChangeRow | null> {
  return inTransaction(app.store.db, async (tx) => {
    const taken = await takeLink(tx, tokenHash, ['undo']);
    if (!taken) {
      return null;
    }
    const { change, user } = taken;
    await voidEmailChanges(tx, user.id, { undoLinks: true });
    await writeAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.emailChangeUndone,
      targetType: 'user',
      targetId: user.id,
      groupId: user.group?.id ?? null,
      ip: client.ip,
      data: { from: user.email, to: change.newEmail, changedBy: change.requestedBy },
    });
    return change;
  });
}
