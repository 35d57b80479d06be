import type { AttendanceStatus } from '@app/shared/attendance';
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendance, meetings } from '../../db/schema/meetings';

export async function attendanceOf(db: DbOrTx, meetingId: number): Promise<Map<number, AttendanceStatus>> {
  const rows = await db
    .select({ userId: attendance.userId, status: attendance.status })
    .from(attendance)
    .where(eq(attendance.meetingId, meetingId));
  return new Map(rows.map((r) => [r.userId, r.status]));
}

/** Absences (A only) per member at the group's meetings that started in [from, to), cancelled ones left out. */
export async function absencesBetween(
  db: DbOrTx,
  groupId: number,
  userIds: number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  if (userIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ userId: attendance.userId, n: sql<number>`count(*)::int` })
    .from(attendance)
    .innerJoin(meetings, eq(meetings.id, attendance.meetingId))
    .where(
      and(
        inArray(attendance.userId, userIds),
        eq(attendance.status, 'absent'),
        eq(meetings.groupId, groupId),
        ne(meetings.status, 'cancelled'),
        gte(meetings.startsAt, from),
        lt(meetings.startsAt, to),
      ),
    )
    .groupBy(attendance.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function upsertAttendance(
  db: DbOrTx,
  meetingId: number,
  records: { userId: number; status: AttendanceStatus }[],
  recordedBy: number,
): Promise<void> {
  if (records.length === 0) {
    return;
  }
  await db
    .insert(attendance)
    .values(records.map((r) => ({ meetingId, userId: r.userId, status: r.status, recordedBy })))
    .onConflictDoUpdate({
      target: [attendance.meetingId, attendance.userId],
      set: { status: sql`excluded.status`, recordedBy: sql`excluded.recorded_by`, updatedAt: sql`now()` },
    });
}
