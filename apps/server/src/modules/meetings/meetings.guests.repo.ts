import type { AttendanceVisitor, MeetingVisitor } from '@app/shared/meetings';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';

/** The visitors invited to a meeting (cancelled invitations left out), by name; with their addresses. */
export async function meetingVisitorsWithEmail(db: DbOrTx, meetingId: number): Promise<AttendanceVisitor[]> {
  const rows = await db
    .select({
      id: visitorInvitations.id,
      name: visitorInvitations.name,
      email: visitorInvitations.email,
      company: visitorInvitations.company,
      status: visitorInvitations.status,
      inviterId: visitorInvitations.inviterId,
      inviterName: users.name,
    })
    .from(visitorInvitations)
    .leftJoin(users, eq(users.id, visitorInvitations.inviterId))
    .where(and(eq(visitorInvitations.meetingId, meetingId), ne(visitorInvitations.status, 'cancelled')))
    .orderBy(asc(visitorInvitations.name), asc(visitorInvitations.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    status: r.status === 'cancelled' ? 'declined' : r.status,
    invitedBy:
      r.inviterId !== null && r.inviterName !== null ? { id: r.inviterId, name: r.inviterName } : null,
  }));
}

/** The same without addresses (what every member sees on the meeting page). */
export async function meetingVisitors(db: DbOrTx, meetingId: number): Promise<MeetingVisitor[]> {
  return (await meetingVisitorsWithEmail(db, meetingId)).map(({ email: _email, ...visitor }) => visitor);
}
