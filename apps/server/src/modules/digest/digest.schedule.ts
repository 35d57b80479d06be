import { DIGEST_SEND_HOUR } from '@app/shared/digest';
import { addDays, isoWeekday, localDate, zonedTimeToUtc } from '../meetings/meetings.schedule';

/** How long after its moment a digest is still sent (a node that was down catches up within the week). */
export const DIGEST_CATCH_UP_MS = 6 * 86_400_000;

const DAY_MS = 86_400_000;

export interface DigestWeek {
  /** The Monday of the meeting's week, in the group's calendar: one digest per member and week. */
  weekOf: string;
  /** 08:00 in the group's timezone on the day after the meeting. */
  sendAt: Date;
}

/**
 * When the digest of a meeting goes out: the day after the meeting's local date at 08:00 local
 * time. The local date and hour come from the group's timezone at each of those days, so a
 * daylight-saving change between the meeting and the morning after moves the UTC instant, not the
 * local hour.
 */
export function digestWeekOf(meetingStart: Date, timezone: string): DigestWeek {
  const meetingDay = localDate(meetingStart, timezone);
  const hour = `${String(DIGEST_SEND_HOUR).padStart(2, '0')}:00`;
  return {
    weekOf: addDays(meetingDay, 1 - isoWeekday(meetingDay)),
    sendAt: zonedTimeToUtc(addDays(meetingDay, 1), hour, timezone),
  };
}

/** Whether a digest of this week is due at `now`: from its moment until DIGEST_CATCH_UP_MS after. */
export function isDue(week: DigestWeek, now: Date): boolean {
  const at = week.sendAt.getTime();
  return now.getTime() >= at && now.getTime() < at + DIGEST_CATCH_UP_MS;
}

/** The meetings that may have a digest due at `now` started in the 8 days before it. */
export const dueMeetingsSince = (now: Date) => new Date(now.getTime() - 8 * DAY_MS);
