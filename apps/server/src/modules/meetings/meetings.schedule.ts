import { SCHEDULE_WEEKS_AHEAD } from '@app/shared/meetings';

/**
 * The weekly schedule's occurrences, in the group's IANA time zone, with Intl only: a 07:00
 * Europe/London meeting is 07:00 local in March and in November (06:00Z / 07:00Z).
 */

export interface WeeklySchedule {
  /** ISO weekday, Monday = 1 ... Sunday = 7. */
  weekday: number;
  /** Local "HH:MM" (seconds ignored). */
  time: string;
  durationMinutes: number;
  timezone: string;
}

export interface Occurrence {
  /** The local date, YYYY-MM-DD: with the series id, the meeting's identity. */
  occurrenceDate: string;
  startsAt: Date;
  endsAt: Date;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
export function wallTime(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallTime(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant of a local date and time in a zone. A time skipped by a spring-forward change is
 * taken after the change (02:30 becomes 03:30); a repeated one is its first occurrence.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // The offsets in force half a day either side: a change happens at most once in between.
  const before = offsetAt(guess - DAY_MS / 2, timeZone);
  const after = offsetAt(guess + DAY_MS / 2, timeZone);
  const matches = [guess - before, guess - after].filter((candidate) => {
    const w = wallTime(new Date(candidate), timeZone);
    return w.hour === h && w.minute === mi;
  });
  // A repeated time: its first occurrence; a skipped one: the same distance after the change.
  return new Date(matches.length > 0 ? Math.min(...matches) : guess - before);
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const w = wallTime(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** A date string plus days (calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday (Monday = 1) of a date string. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function occurrenceOn(date: string, schedule: WeeklySchedule): Occurrence {
  const startsAt = zonedTimeToUtc(date, schedule.time, schedule.timezone);
  return {
    occurrenceDate: date,
    startsAt,
    endsAt: new Date(startsAt.getTime() + schedule.durationMinutes * 60_000),
  };
}

/**
 * The occurrences that start after `now`, on local dates before today + `weeks` weeks: 12 weekly
 * meetings (11 when today's has already started).
 */
export function upcomingOccurrences(
  schedule: WeeklySchedule,
  now: Date,
  weeks = SCHEDULE_WEEKS_AHEAD,
): Occurrence[] {
  const today = localDate(now, schedule.timezone);
  const first = addDays(today, (schedule.weekday - isoWeekday(today) + 7) % 7);
  const until = addDays(today, weeks * 7);
  const out: Occurrence[] = [];
  for (let date = first; date < until; date = addDays(date, 7)) {
    const occurrence = occurrenceOn(date, schedule);
    if (occurrence.startsAt.getTime() > now.getTime()) {
      out.push(occurrence);
    }
  }
  return out;
}

/** Occurrences between two local dates (inclusive), e.g. the past year of a demo store. */
export function occurrencesBetween(schedule: WeeklySchedule, fromDate: string, toDate: string): Occurrence[] {
  const first = addDays(fromDate, (schedule.weekday - isoWeekday(fromDate) + 7) % 7);
  const out: Occurrence[] = [];
  for (let date = first; date <= toDate; date = addDays(date, 7)) {
    out.push(occurrenceOn(date, schedule));
  }
  return out;
}
