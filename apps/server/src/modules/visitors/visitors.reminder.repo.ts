import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import { visitorInvitations } from '../../db/schema/visitors';

/**
 * Accepted invitations without a reminder to a scheduled meeting starting within 6 days of now
 * (2 business days ahead plus a weekend and a day of zone slack), with the meeting and its group.
 */
export async function selectReminderCandidates(db: DbOrTx, now: Date) {
  return db
    .select({
      id: visitorInvitations.id,
      name: visitorInvitations.name,
      email: visitorInvitations.email,
      title: meetings.title,
      startsAt: meetings.startsAt,
      location: meetings.location,
      groupName: groups.name,
      timezone: groups.timezone,
    })
    .from(visitorInvitations)
    .innerJoin(meetings, eq(meetings.id, visitorInvitations.meetingId))
    .innerJoin(groups, eq(groups.id, meetings.groupId))
    .where(
      and(
        eq(visitorInvitations.status, 'accepted'),
        isNull(visitorInvitations.reminderSentAt),
        eq(meetings.status, 'scheduled'),
        gt(meetings.startsAt, now),
        // At most 2 business days ahead plus a weekend and a day of zone slack.
        lt(meetings.startsAt, new Date(now.getTime() + 6 * 86_400_000)),
      ),
    );
}

/** Claims the invitation's reminder (sets reminder_sent_at if still unset): true when this call won. */
export async function claimReminder(tx: DbOrTx, invitationId: number): Promise<boolean> {
  const [won] = await tx
    .update(visitorInvitations)
    .set({ reminderSentAt: sql`now()` })
    .where(and(eq(visitorInvitations.id, invitationId), isNull(visitorInvitations.reminderSentAt)))
    .returning({ id: visitorInvitations.id });
  return won !== undefined;
}
