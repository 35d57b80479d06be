import type { ActivityItem } from '@app/shared/activities';
import type { ActivityReportQuery, ActivityReportResponse } from '@app/shared/leadership-reports';
import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { presentActivity } from '../activity/activity.present';
import { type ActivityReportFilter, activityRowsWithTotals } from '../activity/activity.report';
import { periodCsvFileName, toCsv } from './reports.csv';
import { isReportMember } from './reports.member.repo';
import { monthStart } from './reports.palms.service';
import { resolvePeriod } from './reports.period';
import { scopedGroupId } from './reports.scope';

/** At most this many slips in one report (JSON or CSV); `truncated` tells when there were more. */
export const ACTIVITY_REPORT_MAX_ROWS = 20_000;

/** GET /api/admin/reports/activity: every slip of a member (given or received) or the group in the period. */
export async function activityReport(
  app: Deps<'store'>,
  auth: AuthContext,
  query: ActivityReportQuery,
): Promise<ActivityReportResponse> {
  const groupId = scopedGroupId(auth, query.groupId);
  const db = app.store.db;
  const period = await resolvePeriod(db, groupId, query, monthStart);
  if (query.memberId !== undefined) {
    if (!(await isReportMember(db, groupId, query.memberId))) {
      throw notFound('Member');
    }
  }
  const filter: ActivityReportFilter = {
    userId: null,
    groupId,
    memberId: query.memberId,
    from: period.start,
    toExclusive: period.end,
  };
  const { rows, totals } = await activityRowsWithTotals(
    db,
    filter,
    ACTIVITY_REPORT_MAX_ROWS,
    period.currency,
  );
  return {
    from: period.from,
    to: period.to,
    currency: period.currency,
    items: rows.map((r) => presentActivity(r, null)),
    total: totals.count,
    truncated: totals.count > rows.length,
  };
}

export const ACTIVITY_CSV_HEADER = [
  'Date (UTC)',
  'Kind',
  'Status',
  'Giver',
  'Receiver',
  'Referral type',
  'Contact',
  'Amount',
  'Currency',
  'Scheduled',
  'Credits',
  'Title or content',
  'Notes',
] as const;

function csvLine(item: ActivityItem) {
  return [
    item.createdAt,
    item.kind,
    item.status,
    item.giver.name,
    item.receiver?.name ?? null,
    item.referralType ?? null,
    item.contact?.name ?? null,
    item.amount ?? null,
    item.currency ?? null,
    item.scheduledAt ?? null,
    item.credits ?? null,
    item.title ?? item.content ?? null,
    item.notes ?? null,
  ];
}

export function activityCsv(report: ActivityReportResponse): { fileName: string; csv: string } {
  return {
    fileName: periodCsvFileName('activity', report.from, report.to),
    csv: toCsv(ACTIVITY_CSV_HEADER, report.items.map(csvLine)),
  };
}
