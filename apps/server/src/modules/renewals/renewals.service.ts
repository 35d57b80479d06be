import { AUDIT_ACTIONS } from '@app/shared/audit';
import {
  addYears,
  daysBetween,
  RENEWAL_DUE_SOON_DAYS,
  type RenewalItem,
  type RenewalsQuery,
  type RenewalsResponse,
} from '@app/shared/renewals';
import { conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { nextCursor } from '../members/members.present';
import { localDay } from '../reports/reports.period';
import { findRenewal, listRenewals, type RenewalRow, setRenewal } from './renewals.repo';
import { mayRenewIn, renewalsGroupId } from './renewals.scope';

/** Today in the timezone of the membership's group: renewal dates are the group's days. */
const todayOf = (row: RenewalRow, now: Date) => localDay(now, row.timezone);

function present(row: RenewalRow, now: Date): RenewalItem {
  const today = todayOf(row, now);
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    group: { id: row.groupId, name: row.groupName },
    role: { name: row.roleName, rank: row.roleRank, isLeadership: row.isLeadership },
    status: row.status,
    renewalDue: row.renewalDue,
    daysUntilDue: row.renewalDue ? daysBetween(today, row.renewalDue) : null,
  };
}

/**
 * GET /api/admin/renewals: manage_group, the caller's own group; an administrator every group, or
 * one with `groupId` (docs/architecture.md 15.1).
 */
export async function listMembershipRenewals(
  app: Deps<'store'>,
  auth: AuthContext,
  query: RenewalsQuery,
  now = new Date(),
): Promise<RenewalsResponse> {
  const groupId = renewalsGroupId(auth, query.groupId);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listRenewals(
    app.store.db,
    {
      status: query.status,
      now,
      dueSoonDays: RENEWAL_DUE_SOON_DAYS,
      ...(groupId === undefined ? {} : { groupId }),
    },
    { offset, limit: query.limit },
  );
  const cursor = nextCursor(offset, rows.length, total);
  return { items: rows.map((r) => present(r, now)), total, ...(cursor ? { nextCursor: cursor } : {}) };
}

/**
 * POST /api/admin/renewals/{userId}: extends the membership by 1 or 2 years from the later of
 * today and its due date; a lapsed membership becomes active again (its permissions at once).
 * Pending or removed memberships cannot be renewed (409). A member of another group answers 404
 * to anyone but an administrator (docs/architecture.md 15.1). Audited.
 */
export async function renewMembership(
  app: Deps<'store' | 'realtime' | 'log' | 'invalidateAuth'>,
  auth: AuthContext,
  userId: number,
  years: 1 | 2,
  client: ClientInfo,
  now = new Date(),
): Promise<RenewalItem> {
  const reactivated = await app.store.db.transaction(async (tx) => {
    const row = await findRenewal(tx, userId, true);
    if (!row || !mayRenewIn(auth, row.groupId)) {
      throw notFound('Membership');
    }
    if (row.status !== 'active' && row.status !== 'lapsed') {
      throw conflict(`A ${row.status} membership cannot be renewed`);
    }
    const today = todayOf(row, now);
    const from = row.renewalDue && row.renewalDue > today ? row.renewalDue : today;
    const renewalDue = addYears(from, years);
    await setRenewal(tx, row.membershipId, { renewalDue, status: 'active' });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.membershipRenewed,
      targetType: 'user',
      targetId: userId,
      groupId: row.groupId,
      ip: client.ip,
      data: {
        years,
        before: { renewalDue: row.renewalDue, status: row.status },
        after: { renewalDue, status: 'active' },
      },
    });
    return row.status === 'lapsed';
  });
  if (reactivated) {
    await announcePermissionsChanged(app, [userId], 'permissions_changed');
  }
  const row = await findRenewal(app.store.db, userId);
  if (!row) {
    throw notFound('Membership');
  }
  return present(row, now);
}
