import type { DbOrTx } from '../../db/client';
import { type ActivityFilter, type ActivityRow, listActivityRows, totalsOf } from './activity.repo';

// The activity module's public file for the leadership reports: slips and their totals.

export type ActivityReportFilter = ActivityFilter;

/** Up to `limit` slips matching the filter, newest first, and the totals of all that match. */
export async function activityRowsWithTotals(
  db: DbOrTx,
  filter: ActivityReportFilter,
  limit: number,
  currency: string,
): Promise<{ rows: ActivityRow[]; totals: Awaited<ReturnType<typeof totalsOf>> }> {
  const [rows, totals] = await Promise.all([
    listActivityRows(db, filter, { offset: 0, limit }),
    totalsOf(db, filter, currency),
  ]);
  return { rows, totals };
}
