import type {
  ActivityListQuery,
  ActivityListResponse,
  AdminActivityQuery,
  AdminActivityResponse,
} from '@app/shared/activities';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { scopedGroupId } from '../reports/reports.scope';
import { presentActivity } from './activity.present';
import { type ActivityFilter, groupCurrency, listActivityRows, totalsOf } from './activity.repo';

/** `from`/`to` of a list: a date is a whole UTC day (`to` inclusive), a date-time an instant. */
export function periodOf(from: string | undefined, to: string | undefined): Partial<ActivityFilter> {
  const period: Partial<ActivityFilter> = {};
  if (from) {
    period.from = new Date(from.length === 10 ? `${from}T00:00:00Z` : from);
  }
  if (to) {
    if (to.length === 10) {
      const end = new Date(`${to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      period.toExclusive = end;
    } else {
      period.toInclusive = new Date(to);
    }
  }
  return period;
}

async function page(
  db: DbOrTx,
  filter: ActivityFilter,
  query: { cursor?: string | undefined; limit: number },
  currency: string,
  viewerId: number | null,
): Promise<ActivityListResponse> {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const [rows, totals] = await Promise.all([
    listActivityRows(db, filter, { offset, limit: query.limit }),
    totalsOf(db, filter, currency),
  ]);
  const end = offset + rows.length;
  return {
    items: rows.map((row) => presentActivity(row, viewerId)),
    total: totals.count,
    ...(end < totals.count ? { nextCursor: String(end) } : {}),
    totals: { count: totals.count, amount: totals.amount, currency, otherCurrencies: totals.otherCurrencies },
  };
}

/** GET /api/activities: my slips (given, received or both), newest first, with the filter's totals. */
export async function listMyActivities(
  app: Deps<'store'>,
  auth: AuthContext,
  query: ActivityListQuery,
): Promise<ActivityListResponse> {
  const currency = await groupCurrency(app.store.db, auth.groupId);
  const filter: ActivityFilter = {
    userId: auth.userId,
    direction: query.direction,
    kind: query.kind,
    status: query.status,
    ...periodOf(query.from, query.to),
  };
  return page(app.store.db, filter, query, currency, auth.userId);
}

/** GET /api/admin/activity: every slip of the group (leadership), with filters and totals. */
export async function listGroupActivities(
  db: DbOrTx,
  auth: AuthContext,
  query: AdminActivityQuery,
): Promise<AdminActivityResponse> {
  const groupId = scopedGroupId(auth, query.groupId);
  const currency = await groupCurrency(db, groupId);
  const filter: ActivityFilter = {
    userId: null,
    groupId,
    memberId: query.memberId,
    kind: query.kind,
    status: query.status,
    ...periodOf(query.from, query.to),
  };
  return page(db, filter, query, currency, null);
}
