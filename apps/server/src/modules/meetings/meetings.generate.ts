import { SCHEDULE_WEEKS_AHEAD } from '@app/shared/meetings';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import {
  insertOccurrences,
  keptOccurrenceDates,
  lockSchedule,
  movableMeetings,
  readSchedule,
  releaseOccurrenceDates,
  removeMeetings,
  type ScheduledGroup,
  scheduledGroupIds,
  weeklyTitle,
} from './meetings.generate.repo';
import { publishMeetingEvent } from './meetings.publish';
import { updateMeeting } from './meetings.repo';
import { type Occurrence, upcomingOccurrences, type WeeklySchedule } from './meetings.schedule';

const scheduleOf = (group: ScheduledGroup): WeeklySchedule => ({
  weekday: group.weekday,
  time: group.time,
  durationMinutes: group.durationMinutes,
  timezone: group.timezone,
});

/**
 * Creates the group's weekly meetings of the next 12 weeks that do not exist yet. Idempotent, also
 * with two nodes at once: each occurrence (group, series, local date) is inserted once by the
 * unique index meetings_series_occurrence_key (ON CONFLICT DO NOTHING). Answers the new ids.
 */
export async function generateGroupMeetings(db: Db, groupId: number, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const group = await lockSchedule(tx, groupId);
    if (!group) {
      return [];
    }
    const kept = await keptOccurrenceDates(tx, groupId, []);
    const wanted = upcomingOccurrences(scheduleOf(group), now, SCHEDULE_WEEKS_AHEAD).filter(
      (o) => !kept.has(o.occurrenceDate),
    );
    return insertOccurrences(tx, group, wanted);
  });
}

const ENSURE_EVERY_MS = 60 * 60_000;
// Keyed by the app's store: when this node last made sure of each group's next 12 weeks.
const ensured = new WeakMap<object, Map<number, number>>();

/**
 * Reads of a group's meetings make sure its next 12 weeks exist (at most once an hour per node and
 * group), so they hold even before the daily job's first run on a fresh store. Never fails the read.
 */
export async function ensureGroupMeetings(
  app: Deps<'store' | 'log'>,
  groupId: number,
  now = new Date(),
): Promise<void> {
  let seen = ensured.get(app.store);
  if (!seen) {
    seen = new Map();
    ensured.set(app.store, seen);
  }
  const last = seen.get(groupId);
  if (last !== undefined && now.getTime() - last < ENSURE_EVERY_MS) {
    return;
  }
  seen.set(groupId, now.getTime());
  try {
    await generateGroupMeetings(app.store.db, groupId, now);
  } catch (err) {
    seen.delete(groupId);
    app.log.warn({ err, groupId }, 'weekly meetings not generated');
  }
}

/** Every active group with a schedule (the daily job, and at start). */
export async function generateAllMeetings(app: Deps<'store'>, now: Date): Promise<number> {
  let created = 0;
  for (const groupId of await scheduledGroupIds(app.store.db)) {
    created += (await generateGroupMeetings(app.store.db, groupId, now)).length;
  }
  return created;
}

export interface Rescheduled {
  moved: number[];
  removed: number[];
}

/**
 * In the transaction that changed a group's schedule (or time zone): its future weekly meetings
 * nobody edited move to the new schedule's occurrences, in order (their RSVPs move with them);
 * edited, cancelled and past meetings stay. Answers the moved ids; without a schedule any more,
 * the unedited future ones are removed (answered as moved: they were told as cancelled).
 */
export async function moveWeeklyMeetings(tx: DbOrTx, groupId: number, now: Date): Promise<Rescheduled> {
  const movable = await movableMeetings(tx, groupId, now);
  if (movable.length === 0) {
    return { moved: [], removed: [] };
  }
  const ids = movable.map((m) => m.id);
  const group = await readSchedule(tx, groupId, { activeOnly: false });
  if (!group) {
    await removeMeetings(tx, ids);
    return { moved: [], removed: ids };
  }
  const kept = await keptOccurrenceDates(tx, groupId, ids);
  const targets: Occurrence[] = upcomingOccurrences(scheduleOf(group), now, SCHEDULE_WEEKS_AHEAD).filter(
    (o) => !kept.has(o.occurrenceDate),
  );
  // Free the dates first: a meeting may move onto the date another one still holds.
  await releaseOccurrenceDates(tx, ids);
  const moved: number[] = [];
  const removed: number[] = [];
  for (const [index, meeting] of movable.entries()) {
    const target = targets[index];
    if (!target) {
      removed.push(meeting.id);
      continue;
    }
    await updateMeeting(tx, meeting.id, {
      occurrenceDate: target.occurrenceDate,
      startsAt: target.startsAt,
      endsAt: target.endsAt,
      location: group.location,
      title: weeklyTitle(group),
    });
    moved.push(meeting.id);
  }
  if (removed.length > 0) {
    await removeMeetings(tx, removed);
  }
  return { moved, removed };
}

/** After a schedule change committed: the missing occurrences created, members told live. */
export async function afterScheduleChange(
  app: Deps<'store' | 'realtime' | 'log'>,
  groupId: number,
  changed: Rescheduled,
): Promise<void> {
  const created = await generateGroupMeetings(app.store.db, groupId, new Date());
  for (const meetingId of changed.moved) {
    await publishMeetingEvent(app, groupId, { type: 'meeting_updated', meetingId });
  }
  for (const meetingId of changed.removed) {
    await publishMeetingEvent(app, groupId, { type: 'meeting_cancelled', meetingId, removed: true });
  }
  for (const meetingId of created) {
    await publishMeetingEvent(app, groupId, { type: 'meeting_created', meetingId });
  }
}
