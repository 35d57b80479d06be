import { MEETINGS_AUDIT_ACTIONS } from '@app/shared/meetings';
import { can } from '@app/shared/permissions';
import {
  type InviteVisitorBody,
  VISITOR_INVITATION_DAYS,
  type VisitorItem,
  type VisitorsQuery,
  type VisitorsResponse,
} from '@app/shared/visitors';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { spend } from '../../plugins/budgets';
import { isUniqueViolation } from '../../plugins/database-errors';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { hashLinkToken, newLinkToken } from '../auth/auth.secrets';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { groupInScope, meetingInScope, reachesGroup } from '../meetings/meetings.access';
import type { MeetingRow } from '../meetings/meetings.lookup';
import { nextCursor } from '../meetings/meetings.present';
import { GUEST_ROLES } from '../meetings/meetings.visibility';
import {
  findVisitor,
  groupNameAndZone,
  type InvitationRow,
  insertInvitation,
  invitedAlready,
  invitedWithoutMeetingSince,
  listVisitors,
  lockInvitedAddress,
  userNameAndEmail,
} from './visitors.list.repo';
import { visitorInvitationMail } from './visitors.mail';
import { presentVisitor } from './visitors.present';

const DAY_MS = 86_400_000;

/** Any active member of a group (guests excepted); administrators too. */
export function mayInvite(auth: AuthContext): boolean {
  return (
    auth.isAdmin ||
    (auth.groupId !== null &&
      auth.membershipStatus === 'active' &&
      !(GUEST_ROLES as readonly string[]).includes(auth.roleName ?? 'Visitor'))
  );
}

/** Leadership that sees and handles every invitation of the group. */
export const seesGroupVisitors = (auth: AuthContext) =>
  auth.isAdmin || can(auth, { permissions: ['manage_meetings'] });

/** GET /api/visitors: the visitors I invited; manage_meetings: the whole group's. Newest first. */
export async function listMyVisitors(
  app: Deps<'store'>,
  auth: AuthContext,
  query: VisitorsQuery,
): Promise<VisitorsResponse> {
  if (!mayInvite(auth)) {
    throw permissionDenied();
  }
  const groupId = await groupInScope(app, auth, query.groupId);
  if (groupId === null) {
    return { items: [], total: 0 };
  }
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listVisitors(
    app.store.db,
    {
      groupId,
      inviterId: seesGroupVisitors(auth) ? undefined : auth.userId,
      status: query.status,
      meetingId: query.meetingId,
    },
    { offset, limit: query.limit },
  );
  const cursor = nextCursor(offset, rows.length, total);
  return { items: rows.map(presentVisitor), total, ...(cursor ? { nextCursor: cursor } : {}) };
}

/** An invitation I may act on (the inviter, or manage_meetings in the group); else 404. */
export async function visitorInScope(
  app: Deps<'store'>,
  auth: AuthContext,
  id: number,
  options: { leadership?: boolean } = {},
) {
  if (!options.leadership && !mayInvite(auth)) {
    throw permissionDenied();
  }
  const row = await findVisitor(app.store.db, id);
  if (!row || !reachesGroup(auth, row.invitation.groupId)) {
    throw notFound('Visitor');
  }
  const mine = row.invitation.inviterId === auth.userId;
  if (!mine && !seesGroupVisitors(auth) && !options.leadership) {
    throw notFound('Visitor');
  }
  return row;
}

function expiryOf(meeting: MeetingRow | null, now: Date): Date {
  return meeting ? meeting.endsAt : new Date(now.getTime() + VISITOR_INVITATION_DAYS * DAY_MS);
}

/** Queues the invitation mail with a fresh link token (the old links of a resent invitation stop working). */
export async function mailInvitation(
  app: Deps<'config'>,
  tx: DbOrTx,
  invitation: InvitationRow,
  meeting: MeetingRow | null,
  inviterName: string,
  token: string,
): Promise<void> {
  const group = await groupNameAndZone(tx, invitation.groupId);
  await enqueueMail(
    tx,
    visitorInvitationMail(mailContext(app.config), {
      to: invitation.email,
      name: invitation.name,
      inviterName,
      groupName: group.name,
      meeting: meeting
        ? {
            title: meeting.title,
            startsAt: meeting.startsAt,
            location: meeting.location,
            timezone: group.timezone,
          }
        : null,
      token,
      expiresAt: invitation.expiresAt ?? new Date(),
    }),
  );
}

/**
 * POST /api/visitors: any active member invites a visitor, to a meeting of the group or none. The
 * address was checked by the schema (400 before anything is stored); the same address twice to one
 * meeting answers 409, and so does an address the group invited without a meeting in the last 14
 * days (docs/architecture.md 15.8); a cancelled or past meeting 409. The route spent the inviter's daily
 * budget first (visitorInvites).
 */
export async function inviteVisitor(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  groupIdParam: number | undefined,
  body: InviteVisitorBody,
  client: ClientInfo,
): Promise<VisitorItem> {
  if (!mayInvite(auth)) {
    throw permissionDenied('Only active members invite visitors.');
  }
  const now = new Date();
  const meeting = body.meetingId ? await meetingInScope(app, auth, body.meetingId) : null;
  const groupId = meeting ? meeting.groupId : await groupInScope(app, auth, groupIdParam);
  if (groupId === null) {
    throw notFound('Group');
  }
  if (meeting && (meeting.status === 'cancelled' || meeting.endsAt.getTime() <= now.getTime())) {
    throw conflict('Visitors are invited to scheduled meetings that are still ahead.');
  }
  const duplicate = () => conflict('This address is invited to this meeting already.');
  if (meeting && (await invitedAlready(app.store.db, meeting.id, body.email))) {
    throw duplicate();
  }
  const token = newLinkToken();
  try {
    const id = await app.store.db.transaction(async (tx) => {
      if (!meeting) {
        await lockInvitedAddress(tx, groupId, body.email);
        const since = new Date(now.getTime() - VISITOR_INVITATION_DAYS * DAY_MS);
        if (await invitedWithoutMeetingSince(tx, groupId, body.email, since)) {
          throw conflict(
            `This address was invited less than ${VISITOR_INVITATION_DAYS} days ago. Send that invitation again instead.`,
          );
        }
      }
      const invitation = await insertInvitation(tx, {
        groupId,
        meetingId: meeting?.id ?? null,
        inviterId: auth.userId,
        name: body.name,
        email: body.email,
        company: body.company ?? null,
        tokenHash: hashLinkToken(token),
        expiresAt: expiryOf(meeting, now),
      });
      const inviter = await userNameAndEmail(tx, auth.userId);
      await mailInvitation(app, tx, invitation, meeting, inviter?.name ?? 'A member', token);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: MEETINGS_AUDIT_ACTIONS.visitorInvited,
        targetType: 'visitor_invitation',
        targetId: invitation.id,
        groupId,
        ip: client.ip,
        data: { meetingId: invitation.meetingId, email: invitation.email },
      });
      return invitation.id;
    });
    return presentVisitor((await findVisitor(app.store.db, id)) ?? notFoundRow());
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw duplicate();
    }
    throw err;
  }
}

/**
 * POST /api/visitors/{id}/resend spends the invitation's own budget (3 resends), once the caller is
 * known to reach it: an id the caller cannot see answers 404 and spends nothing.
 */
export async function spendResendBudget(
  app: Deps<'store' | 'config' | 'limitCounter'>,
  auth: AuthContext,
  id: number,
  reply: FastifyReply,
): Promise<void> {
  await visitorInScope(app, auth, id);
  await spend(app, 'visitorResends', id, reply);
}

function notFoundRow(): never {
  throw notFound('Visitor');
}

export { expiryOf };
