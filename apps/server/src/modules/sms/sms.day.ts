import { addDays, localDate, zonedTimeToUtc } from '../meetings/meetings.schedule';

/**
 * The day of the group's timezone that `now` falls in, as the instants bounding it: the group's
 * SMS_DAILY_SEGMENTS allowance counts the texts since `start` and comes back at `end` (the next local
 * midnight), whatever the UTC date.
 */
export function smsDay(now: Date, timezone: string): { start: Date; end: Date } {
  const today = localDate(now, timezone);
  return {
    start: zonedTimeToUtc(today, '00:00', timezone),
    end: zonedTimeToUtc(addDays(today, 1), '00:00', timezone),
  };
}
