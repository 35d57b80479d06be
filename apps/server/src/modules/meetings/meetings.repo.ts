import type { RsvpCounts, RsvpStatus } from '@app/shared/meetings';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meetings, rsvps } from '../../db/schema/meetings';
import { rosterMember } from './meetings.roster.repo';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;

export async function findMeeting(db: DbOrTx, id: number): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  return row ?? null;
}

/** The row locked for a change (edits, cancellations and attendance of one meeting in turn). */
export async function lockMeeting(db: DbOrTx, id: number): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).for('update');
  return row ?? null;
}

export interface MeetingFilter {
  groupId: number;
  from?: string | undefined;
  to?: string | undefined;
  status?: 'scheduled' | 'cancelled' | undefined;
}

function whereOf(filter: MeetingFilter) {
  return and(
    eq(meetings.groupId, filter.groupId),
    filter.from ? gte(meetings.startsAt, new Date(filter.from)) : undefined,
    filter.to ? lt(meetings.startsAt, new Date(filter.to)) : undefined,
    filter.status ? eq(meetings.status, filter.status) : undefined,
  );
}

/** A page of a group's meetings, oldest first, and how many match. */
export async function listMeetings(
  db: DbOrTx,
  filter: MeetingFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: MeetingRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(meetings)
      .where(where)
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(meetings).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function insertMeeting(db: DbOrTx, values: NewMeeting): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  if (!row) {
    throw new Error('meeting not inserted');
  }
  return row;
}

export async function updateMeeting(
  db: DbOrTx,
  id: number,
  values: Partial<NewMeeting>,
): Promise<MeetingRow> {
  const [row] = await db.update(meetings).set(values).where(eq(meetings.id, id)).returning();
  if (!row) {
    throw new Error('meeting not updated');
  }
  return row;
}

/**
 * RSVP counts per meeting: answers of anyone in the group; `no_response` = the group's current
 * roster members (active, not visitors) without another answer.
 */
export async function rsvpCountsFor(
  db: DbOrTx,
  groupId: number,
  meetingIds: number[],
): Promise<Map<number, RsvpCounts>> {
  const out = new Map<number, RsvpCounts>();
  if (meetingIds.length === 0) {
    return out;
  }
  const [rows, members] = await Promise.all([
    db
      .select({
        meetingId: rsvps.meetingId,
        status: rsvps.status,
        n: sql<number>`count(*)::int`,
        members: sql<number>`count(${rosterMember.userId})::int`,
      })
      .from(rsvps)
      .leftJoin(rosterMember, and(eq(rosterMember.userId, rsvps.userId), eq(rosterMember.groupId, groupId)))
      .where(inArray(rsvps.meetingId, meetingIds))
      .groupBy(rsvps.meetingId, rsvps.status),
    db.select({ n: count() }).from(rosterMember).where(eq(rosterMember.groupId, groupId)),
  ]);
  const memberCount = members[0]?.n ?? 0;
  const answered = new Map<number, number>();
  for (const id of meetingIds) {
    out.set(id, { attending: 0, tentative: 0, not_attending: 0, no_response: 0 });
  }
  for (const row of rows) {
    const counts = out.get(row.meetingId);
    if (!counts || row.status === 'no_response') {
      continue;
    }
    counts[row.status] = row.n;
    answered.set(row.meetingId, (answered.get(row.meetingId) ?? 0) + row.members);
  }
  for (const [id, counts] of out) {
    counts.no_response = Math.max(0, memberCount - (answered.get(id) ?? 0));
  }
  return out;
}

/** My answers to the meetings. */
export async function rsvpsOf(
  db: DbOrTx,
  userId: number,
  meetingIds: number[],
): Promise<Map<number, RsvpStatus>> {
  if (meetingIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ meetingId: rsvps.meetingId, status: rsvps.status })
    .from(rsvps)
    .where(and(eq(rsvps.userId, userId), inArray(rsvps.meetingId, meetingIds)));
  return new Map(rows.map((r) => [r.meetingId, r.status]));
}

export async function upsertRsvp(
  db: DbOrTx,
  meetingId: number,
  userId: number,
  status: RsvpStatus,
): Promise<void> {
  await db
    .insert(rsvps)
    .values({ meetingId, userId, status })
    .onConflictDoUpdate({ target: [rsvps.meetingId, rsvps.userId], set: { status, updatedAt: new Date() } });
}
