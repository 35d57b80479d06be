import { MEETINGS_AUDIT_ACTIONS } from '@app/shared/meetings';
import type { VisitorItem } from '@app/shared/visitors';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import { findMeeting, type MeetingRow } from '../meetings/meetings.lookup';
import { findVisitor, lockInvitation, updateInvitation, userNameAndEmail } from './visitors.list.repo';
import { presentVisitor } from './visitors.present';
import { publishVisitorStatus } from './visitors.publish';
import { expiryOf, mailInvitation, visitorInScope } from './visitors.service';

async function present(db: DbOrTx, id: number): Promise<VisitorItem> {
  const row = await findVisitor(db, id);
  if (!row) {
    throw notFound('Visitor');
  }
  return presentVisitor(row);
}

/**
 * POST /api/visitors/{id}/resend (the inviter or manage_meetings): the invitation mail again with
 * fresh links (the old ones stop working) and a renewed expiry. Only a pending invitation (409).
 */
export async function resendInvitation(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  id: number,
  client: ClientInfo,
): Promise<VisitorItem> {
  await visitorInScope(app, auth, id);
  await app.store.db.transaction(async (tx) => {
    const invitation = await lockInvitation(tx, id);
    if (!invitation || invitation.status === 'cancelled') {
      throw notFound('Visitor');
    }
    if (invitation.status !== 'pending') {
      throw conflict('The visitor has answered this invitation already.');
    }
    const meeting = invitation.meetingId ? await findMeeting(tx, invitation.meetingId) : null;
    const now = new Date();
    if (meeting && (meeting.status === 'cancelled' || meeting.endsAt.getTime() <= now.getTime())) {
      throw conflict('The meeting of this invitation is over or cancelled.');
    }
    const token = newLinkToken();
    const expiresAt = expiryOf(meeting, now);
    await updateInvitation(tx, id, { tokenHash: hashLinkToken(token), expiresAt });
    const inviter = invitation.inviterId ? await userNameAndEmail(tx, invitation.inviterId) : null;
    await mailInvitation(app, tx, { ...invitation, expiresAt }, meeting, inviter?.name ?? 'A member', token);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.visitorInvitationResent,
      targetType: 'visitor_invitation',
      targetId: id,
      groupId: invitation.groupId,
      ip: client.ip,
      data: { email: invitation.email },
    });
  });
  return present(app.store.db, id);
}

/**
 * DELETE /api/visitors/{id} (the inviter or manage_meetings): withdraws the invitation; its links
 * stop working and it leaves the lists. A visitor marked attended stays (409).
 */
export async function cancelInvitation(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  client: ClientInfo,
): Promise<void> {
  await visitorInScope(app, auth, id);
  const invitation = await app.store.db.transaction(async (tx) => {
    const row = await lockInvitation(tx, id);
    if (!row || row.status === 'cancelled') {
      throw notFound('Visitor');
    }
    if (row.status === 'attended') {
      throw conflict('A visitor who attended cannot be withdrawn.');
    }
    await updateInvitation(tx, id, { status: 'cancelled' });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.visitorInvitationCancelled,
      targetType: 'visitor_invitation',
      targetId: id,
      groupId: row.groupId,
      ip: client.ip,
      data: { before: { status: row.status }, after: { status: 'cancelled' }, email: row.email },
    });
    return row;
  });
  await publishVisitorStatus(app, {
    groupId: invitation.groupId,
    meetingId: invitation.meetingId,
    visitorId: id,
    inviterId: invitation.inviterId,
    status: 'cancelled',
  });
}

/**
 * docs/architecture.md 15.4: a visitor is marked attended only at the meeting of the invitation, held (not
 * cancelled) and started. Why not, or null.
 */
export function attendedRefusal(meeting: MeetingRow | null, now: Date): string | null {
  if (!meeting) {
    return 'This visitor was not invited to a meeting, so cannot be marked attended.';
  }
  if (meeting.status === 'cancelled') {
    return 'The meeting of this invitation was cancelled.';
  }
  if (meeting.startsAt.getTime() > now.getTime()) {
    return 'Attendance can be recorded once the meeting has started.';
  }
  return null;
}

/**
 * PUT /api/visitors/{id}/attended (record_attendance): the visitor was there (the inviter's visitor
 * credit V), or not after all. Marking needs the invitation's meeting to have started (409
 * otherwise: no meeting, a cancelled or future one); taking the mark back is always allowed.
 */
export async function markAttended(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  attended: boolean,
  client: ClientInfo,
): Promise<VisitorItem> {
  await visitorInScope(app, auth, id, { leadership: true });
  const changed = await app.store.db.transaction(async (tx) => {
    const row = await lockInvitation(tx, id);
    if (!row || row.status === 'cancelled') {
      throw notFound('Visitor');
    }
    const meeting = row.meetingId ? await findMeeting(tx, row.meetingId) : null;
    const refusal = attended ? attendedRefusal(meeting, new Date()) : null;
    if (refusal) {
      throw conflict(refusal);
    }
    const status = attended ? 'attended' : row.processedAt ? 'accepted' : 'pending';
    if (status === row.status || (!attended && row.status !== 'attended')) {
      return null;
    }
    await updateInvitation(tx, id, {
      status,
      attendedAt: attended ? new Date() : null,
      attendedMarkedBy: attended ? auth.userId : null,
    });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.visitorAttended,
      targetType: 'visitor_invitation',
      targetId: id,
      groupId: row.groupId,
      ip: client.ip,
      data: {
        before: { status: row.status },
        after: { status },
        inviterId: row.inviterId,
        meetingId: row.meetingId,
      },
    });
    return { ...row, status };
  });
  if (changed) {
    await publishVisitorStatus(app, {
      groupId: changed.groupId,
      meetingId: changed.meetingId,
      visitorId: id,
      inviterId: changed.inviterId,
      status: changed.status,
    });
  }
  return present(app.store.db, id);
}
