import {
  ABSENCE_FLAG_THRESHOLD,
  ABSENCE_WINDOW_MONTHS,
  type AttendanceStatus,
  PALMS_LETTER_OF,
} from '@app/shared/attendance';
import { type AttendanceBody, type AttendanceSheet, MEETINGS_AUDIT_ACTIONS } from '@app/shared/meetings';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { publishGroupActivity } from '../activity/activity.publish';
import { writeAudits } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { profileImageUrl } from '../users/users.avatar-url';
import { meetingInScope } from './meetings.access';
import { absencesBetween, attendanceOf, upsertAttendance } from './meetings.attendance.repo';
import { meetingVisitorsWithEmail } from './meetings.guests.repo';
import { lockMeeting, type MeetingRow } from './meetings.repo';
import { membersOnDay } from './meetings.roster.repo';
import { presentSubstitution } from './meetings.substitutions.present';
import { approvedSubstitutions } from './meetings.substitutions.repo';
import { type MeetingVisibility, meetingVisibility } from './meetings.visibility';

/** The same instant `months` calendar months earlier (UTC), the day clamped to the month's end. */
export function monthsBefore(instant: Date, months: number): Date {
  const y = instant.getUTCFullYear();
  const m = instant.getUTCMonth() - months;
  const target = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      target.getUTCFullYear(),
      target.getUTCMonth(),
      Math.min(instant.getUTCDate(), lastDay),
      instant.getUTCHours(),
      instant.getUTCMinutes(),
      instant.getUTCSeconds(),
      instant.getUTCMilliseconds(),
    ),
  );
}

const recordable = (meeting: MeetingRow, now: Date) =>
  meeting.status === 'scheduled' && meeting.startsAt.getTime() <= now.getTime();

async function buildSheet(
  db: DbOrTx,
  meeting: MeetingRow,
  now: Date,
  visibility: MeetingVisibility,
): Promise<AttendanceSheet> {
  const windowStart = monthsBefore(meeting.startsAt, ABSENCE_WINDOW_MONTHS);
  const members = await membersOnDay(db, meeting.groupId, meeting.id, meeting.endsAt);
  const ids = members.map((m) => m.userId);
  const [recorded, absences, substitutes, visitors] = await Promise.all([
    attendanceOf(db, meeting.id),
    absencesBetween(db, meeting.groupId, ids, windowStart, meeting.startsAt),
    approvedSubstitutions(db, meeting.id, ids),
    meetingVisitorsWithEmail(db, meeting.id),
  ]);
  const substitutionOf = new Map(substitutes.map((s) => [s.memberId, presentSubstitution(s, visibility)]));
  const totals = { present: 0, absent: 0, late: 0, medical: 0, substitute: 0 };
  const rows = members.map((m) => {
    const substitution = substitutionOf.get(m.userId) ?? null;
    const stored = recorded.get(m.userId);
    const status: AttendanceStatus | null = stored ?? (substitution ? 'substitute' : null);
    if (status) {
      totals[status] += 1;
    }
    const count = absences.get(m.userId) ?? 0;
    return {
      userId: m.userId,
      name: m.name,
      profileImageUrl: profileImageUrl(m.userId, m.profileImage),
      status,
      letter: status ? PALMS_LETTER_OF[status] : null,
      recorded: stored !== undefined,
      absences: count,
      flagged: count >= ABSENCE_FLAG_THRESHOLD,
      substitution,
    };
  });
  return {
    meeting: {
      id: meeting.id,
      groupId: meeting.groupId,
      title: meeting.title,
      start: meeting.startsAt.toISOString(),
      end: meeting.endsAt.toISOString(),
      status: meeting.status,
    },
    windowStart: windowStart.toISOString(),
    recordable: recordable(meeting, now),
    rows,
    records: rows,
    visitors,
    totals,
  };
}

/** GET /api/meetings/{id}/attendance (record_attendance or manage_meetings). */
export async function getAttendance(
  app: Deps<'store'>,
  auth: AuthContext,
  id: number,
): Promise<AttendanceSheet> {
  const meeting = await meetingInScope(app, auth, id);
  return buildSheet(app.store.db, meeting, new Date(), meetingVisibility(auth));
}

/**
 * PUT /api/meetings/{id}/attendance: every given row saved in one transaction, each change audited
 * (one row per member whose status changed). Only members on the sheet (400 otherwise); a meeting
 * not started yet or cancelled answers 409.
 */
export async function saveAttendance(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  body: AttendanceBody,
  client: ClientInfo,
): Promise<AttendanceSheet> {
  await meetingInScope(app, auth, id);
  let groupId: number | null = null;
  const sheet = await app.store.db.transaction(async (tx) => {
    const meeting = await lockMeeting(tx, id);
    if (!meeting) {
      throw notFound('Meeting');
    }
    const now = new Date();
    if (meeting.status === 'cancelled') {
      throw conflict('This meeting is cancelled.');
    }
    if (!recordable(meeting, now)) {
      throw conflict('Attendance can be recorded once the meeting has started.');
    }
    const members = new Set(
      (await membersOnDay(tx, meeting.groupId, meeting.id, meeting.endsAt)).map((m) => m.userId),
    );
    const strangers = body.records.flatMap((r, index) =>
      members.has(r.userId)
        ? []
        : [{ field: `records.${index}.userId`, message: 'Not a member on this meeting day' }],
    );
    if (strangers.length > 0) {
      throw badRequest('Invalid input', strangers);
    }
    const before = await attendanceOf(tx, meeting.id);
    const changed = body.records.filter((r) => before.get(r.userId) !== r.status);
    groupId = changed.length > 0 ? meeting.groupId : null;
    await upsertAttendance(tx, meeting.id, changed, auth.userId);
    if (changed.length > 0) {
      await writeAudits(
        tx,
        changed.map((r) => ({
          actorId: auth.userId,
          action: MEETINGS_AUDIT_ACTIONS.attendanceRecorded,
          targetType: 'meeting',
          targetId: String(meeting.id),
          groupId: meeting.groupId,
          ip: client.ip,
          data: { userId: r.userId, before: before.get(r.userId) ?? null, after: r.status },
        })),
      );
    }
    return buildSheet(tx, meeting, now, meetingVisibility(auth));
  });
  if (groupId !== null) {
    // The group's attendance figures (the dashboard) changed.
    await publishGroupActivity(app, groupId, 'attendance');
  }
  return sheet;
}
