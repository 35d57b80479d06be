import {
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityStatus,
  CONFIRMED_STATUSES,
  PROVISIONAL_STATUSES,
} from '@app/shared/activity-kinds';
import type {
  ActivityStatsResponse,
  AttendanceLetters,
  KindCounts,
  SplitMoney,
  StatsPeriod,
} from '@app/shared/activity-stats';
import { resolveTrafficLight, scoreTrafficLight, type TrafficLightInput } from '@app/shared/traffic-light';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { importedForMember, withImportedLight, withImportedStats } from '../imports/imports.history';
import { wallTime, zonedTimeToUtc } from '../meetings/meetings.schedule';
import {
  aggregateSlips,
  attendanceCounts,
  groupSettings,
  meetingsHeld,
  type OtherCurrencyAggregate,
  otherCurrencyBusiness,
  type SlipAggregate,
  visitorCounts,
} from './activity.stats.repo';

/** The traffic light always looks at the rolling six months (docs/architecture.md 14.6). */
export const TRAFFIC_LIGHT_MONTHS = 6;

export function monthsBefore(now: Date, months: number): Date {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  return from;
}

/** The first instant of the calendar month of `now` in a timezone ("This month" on home). */
export function monthStart(now: Date, timezone: string): Date {
  const { year, month } = wallTime(now, timezone);
  return zonedTimeToUtc(`${year}-${String(month).padStart(2, '0')}-01`, '00:00', timezone);
}

const isConfirmed = (status: string) => CONFIRMED_STATUSES.includes(status as ActivityStatus);
const isProvisional = (status: string) => PROVISIONAL_STATUSES.includes(status as ActivityStatus);

/** Cents as integers: decimal strings are summed without floats. */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

function kindCounts(rows: SlipAggregate[], given: boolean): KindCounts {
  const counts = Object.fromEntries(
    ACTIVITY_KINDS.map((kind) => [kind, { confirmed: 0, provisional: 0 }]),
  ) as KindCounts;
  for (const row of rows) {
    if (row.given !== given) {
      continue;
    }
    const entry = counts[row.kind as ActivityKind];
    if (entry && isConfirmed(row.status)) {
      entry.confirmed += row.count;
    } else if (entry && isProvisional(row.status)) {
      entry.provisional += row.count;
    }
  }
  return counts;
}

function money(
  rows: SlipAggregate[],
  others: OtherCurrencyAggregate[],
  given: boolean,
  currency: string,
): SplitMoney {
  let confirmed = 0n;
  let provisional = 0n;
  for (const row of rows) {
    if (row.kind !== 'closed_business' || row.given !== given) {
      continue;
    }
    if (isConfirmed(row.status)) {
      confirmed += cents(row.amount);
    } else if (isProvisional(row.status)) {
      provisional += cents(row.amount);
    }
  }
  // Other currencies split the same way, each apart (never converted, never left out).
  const byCurrency = new Map<string, { confirmed: bigint; provisional: bigint }>();
  for (const row of others) {
    if (row.given !== given || !(isConfirmed(row.status) || isProvisional(row.status))) {
      continue;
    }
    const sums = byCurrency.get(row.currency) ?? { confirmed: 0n, provisional: 0n };
    sums[isConfirmed(row.status) ? 'confirmed' : 'provisional'] += cents(row.amount);
    byCurrency.set(row.currency, sums);
  }
  const otherCurrencies = [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, sums]) => ({
      currency: code,
      confirmed: decimal(sums.confirmed),
      provisional: decimal(sums.provisional),
    }));
  return { confirmed: decimal(confirmed), provisional: decimal(provisional), currency, otherCurrencies };
}

function credits(rows: SlipAggregate[]) {
  const sum = (pick: (status: string) => boolean) =>
    rows
      .filter((r) => r.kind === 'training_credit' && r.given && pick(r.status))
      .reduce((s, r) => s + Number(r.credits), 0);
  return { confirmed: sum(isConfirmed), provisional: sum(isProvisional) };
}

function letters(counts: Record<string, number>): AttendanceLetters {
  return {
    P: counts.present ?? 0,
    A: counts.absent ?? 0,
    L: counts.late ?? 0,
    M: counts.medical ?? 0,
    S: counts.substitute ?? 0,
  };
}

/** The numbers the traffic light scores: approved only, or pending ones too. */
function lightInput(
  rows: SlipAggregate[],
  weeks: number,
  attendance: AttendanceLetters,
  visitors: number,
  withPending: boolean,
): TrafficLightInput {
  const counted = (status: string) => isConfirmed(status) || (withPending && isProvisional(status));
  const count = (kind: ActivityKind, side: 'given' | 'either') =>
    rows
      .filter((r) => r.kind === kind && (side === 'either' || r.given) && counted(r.status))
      .reduce((s, r) => s + r.count, 0);
  const tyfcb = rows
    .filter((r) => r.kind === 'closed_business' && r.given && counted(r.status))
    .reduce((s, r) => s + cents(r.amount), 0n);
  return {
    weeks,
    absences: attendance.A,
    lates: attendance.L,
    referrals: count('referral', 'given'),
    visitors,
    oneToOnes: count('one_to_one', 'either'),
    trainingCredits: rows
      .filter((r) => r.kind === 'training_credit' && r.given && counted(r.status))
      .reduce((s, r) => s + Number(r.credits), 0),
    testimonials: count('testimonial', 'given'),
    tyfcb: Number(tyfcb) / 100,
  };
}

/** GET /api/activities/stats?months=: my numbers, confirmed and provisional, and my traffic light. */
export async function activityStats(
  app: Deps<'store'>,
  auth: AuthContext,
  query: { months: number; period?: StatsPeriod; from?: Date },
  now = new Date(),
): Promise<ActivityStatsResponse> {
  const db = app.store.db;
  const me = auth.userId;
  const settings = await groupSettings(db, auth.groupId);
  const { currency } = settings;
  const calendarMonth = query.period === 'month';
  const months = calendarMonth ? 1 : query.months;
  // `from`: another window up to now (the weekly digest's last seven days).
  const from = query.from ?? (calendarMonth ? monthStart(now, settings.timezone) : monthsBefore(now, months));
  const lightFrom = monthsBefore(now, TRAFFIC_LIGHT_MONTHS);
  // The rolling six months' rows serve the traffic light too; any other window asks apart.
  const sameWindow = !calendarMonth && !query.from && months === TRAFFIC_LIGHT_MONTHS;
  const [rows, attendance, visitors, lightRows, lightAttendance, lightVisitors, weeks, others] =
    await Promise.all([
      aggregateSlips(db, me, from, currency),
      attendanceCounts(db, me, from, now),
      visitorCounts(db, me, from),
      sameWindow ? null : aggregateSlips(db, me, lightFrom, currency),
      sameWindow ? null : attendanceCounts(db, me, lightFrom, now),
      sameWindow ? null : visitorCounts(db, me, lightFrom),
      meetingsHeld(db, auth.groupId, lightFrom, now),
      otherCurrencyBusiness(db, me, from, currency),
    ]);
  // Imported PALMS history of periods inside the windows counts too (docs/architecture.md 14.7).
  const member = { userId: me, groupId: auth.groupId, timezone: settings.timezone };
  const [imported, lightImported] = await Promise.all([
    importedForMember(db, member, from, now),
    importedForMember(db, member, lightFrom, now),
  ]);
  const config = resolveTrafficLight(settings.trafficLight);
  const lightLetters = letters(lightAttendance ?? attendance);
  const attended = (lightVisitors ?? visitors).attended ?? 0;
  const score = (withPending: boolean) =>
    scoreTrafficLight(
      withImportedLight(
        lightInput(lightRows ?? rows, weeks, lightLetters, attended, withPending),
        lightImported,
      ),
      config,
      currency,
    );
  const attendanceLetters = letters(attendance);
  const stats: ActivityStatsResponse = {
    months,
    from: from.toISOString(),
    to: now.toISOString(),
    currency,
    given: kindCounts(rows, true),
    received: kindCounts(rows, false),
    tyfcb: { given: money(rows, others, true, currency), received: money(rows, others, false, currency) },
    trainingCredits: credits(rows),
    visitors: { confirmed: visitors.attended ?? 0, provisional: visitors.accepted ?? 0 },
    attendance: { confirmed: attendanceLetters, provisional: attendanceLetters },
    trafficLight: {
      weeks,
      from: lightFrom.toISOString(),
      to: now.toISOString(),
      confirmed: score(false),
      provisional: score(true),
    },
  };
  return withImportedStats(stats, imported, lightImported);
}
