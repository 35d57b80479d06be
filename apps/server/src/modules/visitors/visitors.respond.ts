import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { VisitorResponseAction } from '@app/shared/visitors';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../audit/audit.repo';
import type { ClientInfo } from '../auth/auth.client';
import { hashPassword } from '../auth/auth.password';
import { hashLinkToken, newTemporaryPassword } from '../auth/auth.secrets';
import {
  findRoleId,
  findUserByEmail,
  insertUser,
  reactivateUser,
  upsertMembership,
} from '../auth/auth.users.repo';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox';
import { existingAccountInvitationMail, mailContext, temporaryPasswordMail } from '../mail/mail.templates';
import { findMeeting } from '../meetings/meetings.repo';
import { userNameAndEmail } from './visitors.list.repo';
import { visitorAnsweredMail } from './visitors.mail';
import { publishVisitorStatus } from './visitors.publish';
import type { ClaimedInvitation } from './visitors.repo';
import { claimInvitation } from './visitors.repo';

export interface RespondResult {
  action: VisitorResponseAction;
  alreadyProcessed: boolean;
}

/**
 * GET /api/visitors/respond: records an invitation's answer once. Accepting gives the invitee an
 * account with role Visitor in the invitation's group (created, or reactivated with a new temporary
 * password that must be changed at first sign-in, which is mailed); an active account keeps its
 * password and is told to sign in as usual. An unknown, expired or answered invitation changes
 * nothing and reports alreadyProcessed.
 */
export async function respondToInvitation(
  app: FastifyInstance,
  input: { token: string; action: VisitorResponseAction },
  client: ClientInfo,
): Promise<RespondResult> {
  const tokenHash = hashLinkToken(input.token);
  const temporaryPassword = input.action === 'accept' ? newTemporaryPassword() : null;
  const temporaryHash = temporaryPassword ? await hashPassword(temporaryPassword) : null;
  const processed = await app.store.db.transaction(async (tx) => {
    const invitation = await claimInvitation(
      tx,
      tokenHash,
      input.action === 'accept' ? 'accepted' : 'declined',
    );
    if (!invitation) {
      return null;
    }
    let userId: number | null = null;
    if (temporaryPassword && temporaryHash) {
      const result = await admitVisitor(tx, invitation, temporaryHash);
      userId = result.userId;
      const ctx = mailContext(app.config);
      const mail: OutgoingMail = result.temporary
        ? temporaryPasswordMail(ctx, {
            to: invitation.email.toLowerCase(),
            name: invitation.name,
            temporaryPassword,
            groupName: invitation.groupName,
          })
        : existingAccountInvitationMail(ctx, {
            to: invitation.email.toLowerCase(),
            name: invitation.name,
            groupName: invitation.groupName,
          });
      await enqueueMail(tx, mail);
    }
    await writeAudit(tx, {
      actorId: userId,
      action: input.action === 'accept' ? AUDIT_ACTIONS.invitationAccepted : AUDIT_ACTIONS.invitationDeclined,
      targetType: 'visitor_invitation',
      targetId: invitation.id,
      groupId: invitation.groupId,
      ip: client.ip,
      data: { email: invitation.email, inviterId: invitation.inviterId },
    });
    await tellInviterByMail(app, tx, invitation, input.action === 'accept');
    return invitation;
  });
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

/** The inviter hears of the answer by mail (and live, after commit). */
async function tellInviterByMail(
  app: FastifyInstance,
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

/** Creates or reactivates the invitee's account; `temporary` tells whether a new password was set. */
async function admitVisitor(
  tx: DbOrTx,
  invitation: ClaimedInvitation,
  temporaryHash: string,
): Promise<{ userId: number; temporary: boolean }> {
  const visitorRoleId = await findRoleId(tx, 'Visitor');
  const membership = { groupId: invitation.groupId, roleId: visitorRoleId, status: 'active' as const };
  const existing = await findUserByEmail(tx, invitation.email);
  if (!existing) {
    const user = await insertUser(tx, {
      email: invitation.email.toLowerCase(),
      name: invitation.name,
      companyName: invitation.company,
      passwordHash: temporaryHash,
      mustChangePassword: true,
    });
    await upsertMembership(tx, { userId: user.id, ...membership });
    return { userId: user.id, temporary: true };
  }
  if (!existing.isActive) {
    await reactivateUser(tx, existing.id, { passwordHash: temporaryHash, mustChangePassword: true });
    await upsertMembership(tx, { userId: existing.id, ...membership });
    return { userId: existing.id, temporary: true };
  }
  if (existing.membershipStatus === null || existing.membershipStatus === 'removed') {
    await upsertMembership(tx, { userId: existing.id, ...membership });
  }
  return { userId: existing.id, temporary: false };
}
