import { REPORT_MAX_DAYS } from '@app/shared/leadership-reports';
import type { DbOrTx } from '../../db/client';
import { notFound, validationError } from '../../plugins/app-error';
import { groupCalendar, periodBounds } from './reports.period.repo';

/** A report's period: whole days of the group's timezone, with the instants bounding them. */
export interface ReportPeriod {
  groupId: number;
  /** First day (YYYY-MM-DD, group's timezone). */
  from: string;
  /** Last day, included. */
  to: string;
  /** The first instant of `from` and the first instant after `to`. */
  start: Date;
  end: Date;
  timezone: string;
  currency: string;
}

/** Today's date (YYYY-MM-DD) in a timezone. */
export function localDay(now: Date, timezone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday starting the week of a day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** How many days `from` to `to` (YYYY-MM-DD) span, both included. */
export const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Resolves `from`/`to` (each optional) to a period of the group; `defaultFrom(today)` picks the
 * start when it is left out, the end defaults to today. A start after the end, or a period longer
 * than REPORT_MAX_DAYS, answers 400.
 */
export async function resolvePeriod(
  db: DbOrTx,
  groupId: number,
  query: { from?: string | undefined; to?: string | undefined },
  defaultFrom: (to: string) => string,
  now = new Date(),
): Promise<ReportPeriod> {
  const row = await groupCalendar(db, groupId);
  if (!row) {
    throw notFound('Group');
  }
  const to = query.to ?? localDay(now, row.timezone);
  const from = query.from ?? defaultFrom(to);
  if (from > to) {
    throw validationError('to', 'The end of the period must not come before its start');
  }
  if (dayCount(from, to) > REPORT_MAX_DAYS) {
    throw validationError('from', `A period of at most ${REPORT_MAX_DAYS} days`);
  }
  const b = await periodBounds(db, from, to, row.timezone);
  return {
    groupId,
    from,
    to,
    start: new Date(b?.start ?? `${from}T00:00:00Z`),
    end: new Date(b?.end ?? `${addDays(to, 1)}T00:00:00Z`),
    timezone: row.timezone,
    currency: row.currency,
  };
}
