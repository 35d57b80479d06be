import { z } from 'zod';

/**
 * Every date and time a client sends (docs/architecture.md 15.9): ISO 8601, a real calendar day and clock
 * time, and, once turned into UTC, in the years the store is promised to hold. Whatever the server
 * then adds (a `to` day plus one day, a start plus a duration) stays a four-digit year, so neither
 * JavaScript nor PostgreSQL ever sees `+010000-01-01` (which PostgreSQL reads as a time zone: 22009).
 */
export const STORE_YEAR_MIN = 1900;
export const STORE_YEAR_MAX = 2199;

export const DATE_RANGE_MESSAGE = `Use a date between the years ${STORE_YEAR_MIN} and ${STORE_YEAR_MAX}`;

/** Date, optional time (minutes, seconds, up to 9 fraction digits), optional `Z` or `±HH:MM`. */
const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+-]\d{2}:?\d{2})?)?$/;

export interface ParsedTime {
  /** The instant in UTC milliseconds (a date alone, or a time without offset, read as UTC). */
  ms: number;
  hasTime: boolean;
  hasOffset: boolean;
}

const daysIn = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

function offsetMinutes(text: string | undefined): number | null {
  if (!text || text === 'Z' || text === 'z') {
    return 0;
  }
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) {
    return null;
  }
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * An ISO 8601 date or date-time as sent, checked field by field (no 30 February, no 24:00, no
 * offset past ±23:59); null when it is none. Years far outside the store's range are not computed.
 */
export function parseIsoTime(text: string): ParsedTime | null {
  const m = ISO_PATTERN.exec(text);
  if (!m) {
    return null;
  }
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  const offset = offsetMinutes(m[8]);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysIn(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offset === null
  ) {
    return null;
  }
  const hasTime = m[4] !== undefined;
  const hasOffset = m[8] !== undefined;
  // One year either side is enough to tell "out of range" after any offset (at most a day).
  if (year < STORE_YEAR_MIN - 1 || year > STORE_YEAR_MAX + 1) {
    return { ms: Number.NaN, hasTime, hasOffset };
  }
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * 60_000;
  return { ms, hasTime, hasOffset };
}

/** Whether an instant falls in the years the store holds (after turning it into UTC). */
export function inStoreRange(ms: number): boolean {
  if (!Number.isFinite(ms)) {
    return false;
  }
  const year = new Date(ms).getUTCFullYear();
  return year >= STORE_YEAR_MIN && year <= STORE_YEAR_MAX;
}

type Shape = { time: 'never' | 'optional' | 'required'; offset: 'required' | 'optional' };

/** The text as sent (trimmed), or a 400 issue: not ISO 8601 of this shape, or out of range. */
function checkedTime(shape: Shape, message: string) {
  return z
    .string()
    .max(40, message)
    .transform((value, ctx) => {
      const text = value.trim();
      const parsed = parseIsoTime(text);
      const shapeOk =
        parsed !== null &&
        (shape.time === 'never'
          ? !parsed.hasTime
          : shape.time === 'required'
            ? parsed.hasTime && (parsed.hasOffset || shape.offset === 'optional')
            : !parsed.hasTime || parsed.hasOffset || shape.offset === 'optional');
      if (!parsed || !shapeOk) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (!inStoreRange(parsed.ms)) {
        ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE });
        return z.NEVER;
      }
      return { text, ms: parsed.ms, hasTime: parsed.hasTime };
    });
}

const utc = (ms: number) => new Date(ms).toISOString();

/** A calendar day `YYYY-MM-DD`; answers it as sent (trimmed). */
export const isoDay = checkedTime({ time: 'never', offset: 'optional' }, 'Enter a date as YYYY-MM-DD')
  .transform((v) => v.text)
  .meta({ format: 'date' });

/** A date-time with `Z` or an offset (no local times: the server cannot guess the zone); answers it in UTC. */
export const isoDateTime = checkedTime(
  { time: 'required', offset: 'required' },
  'Enter an ISO 8601 date and time with Z or an offset',
)
  .transform((v) => utc(v.ms))
  .meta({ format: 'date-time' });

/** A whole day (`2026-03-01`, answered as sent) or a date-time with `Z` or an offset (answered in UTC). */
export const isoDayOrDateTime = checkedTime(
  { time: 'optional', offset: 'required' },
  'Use a date such as 2026-03-01 or an ISO 8601 time with Z or an offset',
).transform((v) => (v.hasTime ? utc(v.ms) : v.text));

/**
 * A point in time in a query: a date (midnight UTC) or a date-time, with `Z` or an offset or without
 * (then read as UTC); answers it in UTC.
 */
export const isoTimeUtc = checkedTime({ time: 'optional', offset: 'optional' }, 'Enter an ISO 8601 date-time')
  .transform((v) => utc(v.ms))
  .meta({ format: 'date-time' });
