import { and, asc, eq, gt, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { meetings } from '../../db/schema/meetings';
import type { Occurrence } from './meetings.schedule';

export const WEEKLY_SERIES = 'weekly';

export interface ScheduledGroup {
  id: number;
  name: string;
  timezone: string;
  weekday: number;
  time: string;
  durationMinutes: number;
  location: string | null;
}

const scheduleColumns = {
  id: groups.id,
  name: groups.name,
  timezone: groups.timezone,
  weekday: groups.meetingWeekday,
  time: groups.meetingTime,
  durationMinutes: groups.meetingDurationMinutes,
  location: groups.meetingLocation,
  status: groups.status,
};

interface ScheduleRow {
  id: number;
  name: string;
  timezone: string;
  weekday: number | null;
  time: string | null;
  durationMinutes: number | null;
  location: string | null;
  status: 'active' | 'inactive';
}

function scheduled(row: ScheduleRow, activeOnly = true): ScheduledGroup | null {
  if (
    (activeOnly && row.status !== 'active') ||
    row.weekday === null ||
    row.time === null ||
    row.durationMinutes === null
  ) {
    return null;
  }
  return {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    weekday: row.weekday,
    time: row.time.slice(0, 5),
    durationMinutes: row.durationMinutes,
    location: row.location,
  };
}

/** Active groups with a weekly schedule. */
export async function scheduledGroupIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.status, 'active'), isNotNull(groups.meetingWeekday), isNotNull(groups.meetingTime)))
    .orderBy(asc(groups.id));
  return rows.map((r) => r.id);
}

/**
 * A group's schedule, its row share-locked for the caller's transaction: a schedule change (which
 * locks the row for update) waits for a generation under way, and the other way round.
 */
export async function lockSchedule(db: DbOrTx, groupId: number): Promise<ScheduledGroup | null> {
  const [row] = await db.select(scheduleColumns).from(groups).where(eq(groups.id, groupId)).for('share');
  return row ? scheduled(row) : null;
}

export async function readSchedule(
  db: DbOrTx,
  groupId: number,
  options: { activeOnly: boolean },
): Promise<ScheduledGroup | null> {
  const [row] = await db.select(scheduleColumns).from(groups).where(eq(groups.id, groupId));
  return row ? scheduled(row, options.activeOnly) : null;
}

export function weeklyTitle(group: ScheduledGroup): string {
  return `${group.name} weekly meeting`;
}

/** Inserts the occurrences that do not exist yet (ON CONFLICT DO NOTHING); answers the new ids. */
export async function insertOccurrences(
  db: DbOrTx,
  group: ScheduledGroup,
  occurrences: Occurrence[],
): Promise<number[]> {
  if (occurrences.length === 0) {
    return [];
  }
  const rows = await db
    .insert(meetings)
    .values(
      occurrences.map((o) => ({
        groupId: group.id,
        title: weeklyTitle(group),
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        location: group.location,
        seriesId: WEEKLY_SERIES,
        occurrenceDate: o.occurrenceDate,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: meetings.id });
  return rows.map((r) => r.id);
}

/** Future weekly meetings nobody edited or cancelled, oldest first. */
export async function movableMeetings(db: DbOrTx, groupId: number, now: Date) {
  return db
    .select({ id: meetings.id, occurrenceDate: meetings.occurrenceDate })
    .from(meetings)
    .where(
      and(
        eq(meetings.groupId, groupId),
        eq(meetings.seriesId, WEEKLY_SERIES),
        isNull(meetings.editedAt),
        eq(meetings.status, 'scheduled'),
        gt(meetings.startsAt, now),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

/** Occurrence dates of the series that stay (edited, cancelled or past): never taken by a moved one. */
export async function keptOccurrenceDates(
  db: DbOrTx,
  groupId: number,
  movedIds: number[],
): Promise<Set<string>> {
  const rows = await db
    .select({ date: meetings.occurrenceDate })
    .from(meetings)
    .where(
      and(
        eq(meetings.groupId, groupId),
        eq(meetings.seriesId, WEEKLY_SERIES),
        movedIds.length > 0 ? notInArray(meetings.id, movedIds) : undefined,
      ),
    );
  return new Set(rows.flatMap((r) => (r.date ? [r.date] : [])));
}

/** Deletes these meetings (unedited future weekly ones whose schedule went away). */
export async function removeMeetings(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.delete(meetings).where(inArray(meetings.id, ids));
}

/** Frees the occurrence dates these meetings hold, so others may move onto them. */
export async function releaseOccurrenceDates(tx: DbOrTx, ids: number[]): Promise<void> {
  await tx.update(meetings).set({ occurrenceDate: null }).where(inArray(meetings.id, ids));
}
