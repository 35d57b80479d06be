import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { VisitorResponseAction } from '@app/shared/visitors';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { invitationAdmission } from '../auth/auth.account-life';
import type { ClientInfo } from '../auth/auth.client';
import { hashPassword } from '../auth/auth.password';
import { hashLinkToken, newTemporaryPassword } from '../auth/auth.secrets';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox';
import { existingAccountInvitationMail, mailContext, temporaryPasswordMail } from '../mail/mail.templates';
import { findMeeting } from '../meetings/meetings.lookup';
import { findRoleId, findUserByEmail, insertUser, upsertMembership } from '../users/users.accounts';
import { userNameAndEmail } from './visitors.list.repo';
import { visitorAnsweredMail } from './visitors.mail';
import { publishVisitorStatus } from './visitors.publish';
import type { ClaimedInvitation } from './visitors.repo';
import { claimInvitation } from './visitors.repo';

export interface RespondResult {
  action: VisitorResponseAction;
  alreadyProcessed: boolean;
}

/** Accepting for the address of a deactivated account: rolls the claim back, nothing is recorded. */
class RefusedAcceptance extends Error {}

/**
 * GET /api/visitors/respond: records an invitation's answer once. Accepting without an account
 * creates one with role Visitor in the invitation's group and a mailed temporary password that
 * must be changed at first sign-in. An existing account is never changed (docs/architecture.md 15.3,
 * `invitationAdmission`): an active one is told to sign in as usual; a deactivated one's accept
 * records nothing and reports alreadyProcessed, like an unknown, expired or answered invitation.
 */
export async function respondToInvitation(
  app: Deps<'store' | 'config' | 'realtime' | 'log'>,
  input: { token: string; action: VisitorResponseAction },
  client: ClientInfo,
): Promise<RespondResult> {
  const tokenHash = hashLinkToken(input.token);
  const temporaryPassword = input.action === 'accept' ? newTemporaryPassword() : null;
  const temporary = temporaryPassword
    ? { password: temporaryPassword, hash: await hashPassword(temporaryPassword) }
    : null;
  let processed: ClaimedInvitation | null;
  try {
    processed = await app.store.db.transaction((tx) =>
      recordAnswer(app, tx, { tokenHash, action: input.action, temporary }, client),
    );
  } catch (err) {
    if (!(err instanceof RefusedAcceptance)) {
      throw err;
    }
    processed = null;
  }
  if (processed) {
    await publishVisitorStatus(app, {
      groupId: processed.groupId,
      meetingId: processed.meetingId,
      visitorId: processed.id,
      inviterId: processed.inviterId,
      status: input.action === 'accept' ? 'accepted' : 'declined',
    });
  }
  return { action: input.action, alreadyProcessed: !processed };
}

/**
 * In the caller's transaction: claims the invitation (one click wins), admits the visitor on
 * accept (throws RefusedAcceptance for a deactivated account), audits and tells the inviter.
 */
async function recordAnswer(
  app: Deps<'config'>,
  tx: DbOrTx,
  input: {
    tokenHash: string;
    action: VisitorResponseAction;
    temporary: { password: string; hash: string } | null;
  },
  client: ClientInfo,
): Promise<ClaimedInvitation | null> {
  const accepted = input.action === 'accept';
  const invitation = await claimInvitation(tx, input.tokenHash, accepted ? 'accepted' : 'declined');
  if (!invitation) {
    return null;
  }
  let userId: number | null = null;
  if (accepted && input.temporary) {
    const result = await admitVisitor(tx, invitation, input.temporary.hash);
    userId = result.userId;
    const ctx = mailContext(app.config);
    const to = invitation.email.toLowerCase();
    const mail: OutgoingMail = result.temporary
      ? temporaryPasswordMail(ctx, {
          to,
          name: invitation.name,
          temporaryPassword: input.temporary.password,
          groupName: invitation.groupName,
        })
      : existingAccountInvitationMail(ctx, { to, name: invitation.name, groupName: invitation.groupName });
    await enqueueMail(tx, mail);
  }
  await writeAudit(tx, {
    actorId: userId,
    action: accepted ? AUDIT_ACTIONS.invitationAccepted : AUDIT_ACTIONS.invitationDeclined,
    targetType: 'visitor_invitation',
    targetId: invitation.id,
    groupId: invitation.groupId,
    ip: client.ip,
    data: { email: invitation.email, inviterId: invitation.inviterId },
  });
  await tellInviterByMail(app, tx, invitation, accepted);
  return invitation;
}

/** The inviter hears of the answer by mail (and live, after commit). */
async function tellInviterByMail(
  app: Deps<'config'>,
  tx: DbOrTx,
  invitation: ClaimedInvitation,
  accepted: boolean,
): Promise<void> {
  const inviter = invitation.inviterId ? await userNameAndEmail(tx, invitation.inviterId) : null;
  if (!inviter) {
    return;
  }
  const meeting = invitation.meetingId ? await findMeeting(tx, invitation.meetingId) : null;
  await enqueueMail(
    tx,
    visitorAnsweredMail(mailContext(app.config), {
      to: inviter.email,
      name: inviter.name,
      visitorName: invitation.name,
      accepted,
      meetingTitle: meeting?.title ?? null,
    }),
  );
}

/**
 * Creates the invitee's Visitor account when the address has none (`temporary`: a new password was
 * set); an existing active account is left exactly as it is; a deactivated one refuses.
 */
async function admitVisitor(
  tx: DbOrTx,
  invitation: ClaimedInvitation,
  temporaryHash: string,
): Promise<{ userId: number; temporary: boolean }> {
  const existing = await findUserByEmail(tx, invitation.email);
  const admission = invitationAdmission(existing);
  if (admission === 'refuse') {
    throw new RefusedAcceptance();
  }
  if (existing && admission === 'leave-as-is') {
    return { userId: existing.id, temporary: false };
  }
  const user = await insertUser(tx, {
    email: invitation.email.toLowerCase(),
    name: invitation.name,
    companyName: invitation.company,
    passwordHash: temporaryHash,
    mustChangePassword: true,
  });
  const visitorRoleId = await findRoleId(tx, 'Visitor');
  await upsertMembership(tx, {
    userId: user.id,
    groupId: invitation.groupId,
    roleId: visitorRoleId,
    status: 'active',
  });
  return { userId: user.id, temporary: true };
}
