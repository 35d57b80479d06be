import { z } from 'zod';
import { activityItem, otherCurrencies } from './activities';
import { isoDay } from './dates';
import { pathId } from './ids';
import { reportFormat } from './reports';

/**
 * The PALMS and activity reports and the dashboard of Admin (docs/architecture.md 14.5). Periods are whole
 * days in the group's timezone: `from` at its first instant, `to` included to its last.
 */

/** A calendar day such as 2026-03-01 (a real one: no 30 February; years 1900-2199). */
export const reportDay = isoDay;

/** At most this long a period (days), so one call stays bounded. */
export const REPORT_MAX_DAYS = 3 * 366;

const period = {
  from: reportDay.optional(),
  to: reportDay.optional(),
  /** Administrators: another group. */
  groupId: pathId.optional(),
};

export const palmsQuery = z.object({ ...period, format: reportFormat });
export type PalmsQuery = z.infer<typeof palmsQuery>;

export const palmsFigures = z.object({
  P: z.number().int(),
  A: z.number().int(),
  L: z.number().int(),
  M: z.number().int(),
  S: z.number().int(),
  RGI: z.number().int(),
  RGO: z.number().int(),
  RRI: z.number().int(),
  RRO: z.number().int(),
  V: z.number().int(),
  '1-2-1': z.number().int(),
  /** Closed business the member gave thanks for, in the group's currency (a decimal string). */
  TYFCB: z.string(),
  /** Training credits (a decimal string such as "2.5"). */
  CEU: z.string(),
  T: z.number().int(),
});
export type PalmsFigures = z.infer<typeof palmsFigures>;

/** TYFCB in currencies other than the group's, beside the TYFCB column of a row and of the totals. */
const tyfcbOtherCurrencies = { otherCurrencies };

export const palmsRow = palmsFigures.extend({
  member: z.object({ id: z.number().int(), name: z.string(), companyName: z.string().nullable() }),
  ...tyfcbOtherCurrencies,
  /** True when the row counts imported PALMS history (docs/architecture.md 14.7). */
  imported: z.boolean().optional(),
});
export type PalmsRow = z.infer<typeof palmsRow>;

export const palmsResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Meetings held (not cancelled) in the period. */
  meetings: z.number().int(),
  rows: z.array(palmsRow),
  totals: palmsFigures.extend(tyfcbOtherCurrencies),
});
export type PalmsResponse = z.infer<typeof palmsResponse>;

export const activityReportQuery = z.object({
  ...period,
  /** Slips this member gave or received; left out: the whole group. */
  memberId: pathId.optional(),
  format: reportFormat,
});
export type ActivityReportQuery = z.infer<typeof activityReportQuery>;

export const activityReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  items: z.array(activityItem),
  total: z.number().int(),
  /** True when the period held more slips than one report lists (narrow it). */
  truncated: z.boolean(),
});
export type ActivityReportResponse = z.infer<typeof activityReportResponse>;

export const dashboardQuery = z.object(period);
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardWeek = z.object({
  /** The Monday starting the week (a day in the group's timezone). */
  weekStart: z.string(),
  referrals: z.number().int(),
  /** Closed business amount in the group's currency (a decimal string). */
  closedBusiness: z.string(),
  /** Closed business of the week in other currencies. */
  otherCurrencies,
  oneToOnes: z.number().int(),
  visitors: z.number().int(),
  /** Share of attendance letters that are P, L or S (0 to 1); null without any sheet that week. */
  attendanceRate: z.number().nullable(),
});
export type DashboardWeek = z.infer<typeof dashboardWeek>;

export const dashboardResponse = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  members: z.object({ active: z.number().int(), pending: z.number().int(), lapsed: z.number().int() }),
  visitors: z.object({
    invited: z.number().int(),
    accepted: z.number().int(),
    attended: z.number().int(),
  }),
  renewals: z.object({ dueSoon: z.number().int(), overdue: z.number().int() }),
  attendanceRate: z.number().nullable(),
  /** Slips and substitutions waiting for leadership's decision. */
  openApprovals: z.number().int(),
  weeks: z.array(dashboardWeek),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
