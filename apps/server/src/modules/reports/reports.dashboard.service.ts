import type { DashboardQuery, DashboardResponse } from '@app/shared/leadership-reports';
import { can, hasAdminArea } from '@app/shared/permissions';
import { RENEWAL_DUE_SOON_DAYS } from '@app/shared/renewals';
import { permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { dashboardCounts, weeklyOtherCurrencies, weeklyRecords } from './reports.dashboard.repo';
import { sumDecimals } from './reports.palms.service';
import { addDays, localDay, mondayOf, resolvePeriod } from './reports.period';
import { scopedGroupId } from './reports.scope';

/** The default period: the last 12 weeks (this week and the 11 before it). */
export const DASHBOARD_WEEKS = 12;
export const dashboardDefaultFrom = (to: string) => addDays(mondayOf(to), -7 * (DASHBOARD_WEEKS - 1));

const rate = (attended: number, letters: number) =>
  letters === 0 ? null : Math.round((attended / letters) * 1000) / 1000;

/**
 * docs/architecture.md 15.2: the dashboard needs view_audit_logs, or view_activity together with an admin
 * permission (view_activity alone is member navigation).
 */
export function mayReadDashboard(auth: AuthContext): boolean {
  return (
    can(auth, { permission: 'view_audit_logs' }) ||
    (can(auth, { permission: 'view_activity' }) && hasAdminArea(auth))
  );
}

/** GET /api/admin/dashboard (mayReadDashboard): my group's (administrators ?groupId=). */
export async function dashboard(
  app: Deps<'store'>,
  auth: AuthContext,
  query: DashboardQuery,
  now = new Date(),
): Promise<DashboardResponse> {
  if (!mayReadDashboard(auth)) {
    throw permissionDenied();
  }
  const groupId = scopedGroupId(auth, query.groupId);
  const db = app.store.db;
  const period = await resolvePeriod(db, groupId, query, dashboardDefaultFrom, now);
  const today = localDay(now, period.timezone);
  const [counts, weeks, others] = await Promise.all([
    dashboardCounts(db, groupId, today, RENEWAL_DUE_SOON_DAYS),
    weeklyRecords(db, period),
    weeklyOtherCurrencies(db, period),
  ]);
  const n = (v: number | string) => Number(v);
  const sum = (key: 'invited' | 'accepted' | 'visitors' | 'attended_letters' | 'letters') =>
    weeks.reduce((total, w) => total + n(w[key]), 0);
  return {
    from: period.from,
    to: period.to,
    currency: period.currency,
    ...counts,
    visitors: { invited: sum('invited'), accepted: sum('accepted'), attended: sum('visitors') },
    attendanceRate: rate(sum('attended_letters'), sum('letters')),
    weeks: weeks.map((w) => ({
      weekStart: w.week_start,
      referrals: n(w.referrals),
      closedBusiness: sumDecimals([w.closed_business], 2),
      otherCurrencies: others
        .filter((o) => o.week_start === w.week_start)
        .map(({ currency, amount }) => ({ currency, amount })),
      oneToOnes: n(w.one_to_ones),
      visitors: n(w.visitors),
      attendanceRate: rate(n(w.attended_letters), n(w.letters)),
    })),
  };
}
