import { ABSENCE_FLAG_THRESHOLD, ABSENCE_WINDOW_MONTHS } from '@app/shared/attendance';
import type { LeadershipTodos } from '@app/shared/home';
import { can } from '@app/shared/permissions';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { countRenewals, membersWithAbsences } from './home.repo';

/** "Due soon" on the home page: the renewals page's first tab. */
export const RENEWAL_NOTICE_DAYS = 30;

async function openApprovals(
  app: Deps<'approvals'>,
  auth: AuthContext,
): Promise<LeadershipTodos['approvals']> {
  const mine = app.approvals.all().filter((d) => can(auth, { permission: d.permission }));
  if (mine.length === 0 || (!auth.isAdmin && auth.groupId === null)) {
    return null;
  }
  const scope = { groupId: auth.groupId };
  const byKind = await Promise.all(
    mine.map(async (d) => ({ kind: d.kind, count: (await d.list(scope, 0)).total })),
  );
  return { total: byKind.reduce((sum, k) => sum + k.count, 0), byKind };
}

/** What leadership has to do, in one call; each part only for those who may act on it. */
export async function leadershipTodos(
  app: Deps<'store' | 'approvals'>,
  auth: AuthContext,
): Promise<LeadershipTodos> {
  const db = app.store.db;
  const [approvals, renewals, absences] = await Promise.all([
    openApprovals(app, auth),
    // docs/architecture.md 15.1: manage_group counts its own group's renewals, an administrator's (none: all).
    can(auth, { permissions: ['manage_group', 'manage_groups'] })
      ? countRenewals(db, auth.groupId, RENEWAL_NOTICE_DAYS)
      : Promise.resolve(null),
    auth.groupId !== null && can(auth, { permissions: ['record_attendance', 'manage_meetings'] })
      ? membersWithAbsences(db, auth.groupId, ABSENCE_WINDOW_MONTHS, ABSENCE_FLAG_THRESHOLD).then(
          (members) => ({
            threshold: ABSENCE_FLAG_THRESHOLD,
            members,
          }),
        )
      : Promise.resolve(null),
  ]);
  return { approvals, renewals, absences };
}
