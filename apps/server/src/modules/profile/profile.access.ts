import { can, outranks, type Permission } from '@app/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { findProfile, findRoleRank, type ProfileRow } from './profile.repo';

/** Reading another member, or changing them (profile fields, e-mail). */
export type ProfileAccess = 'read' | 'edit';

const NEEDED: Record<ProfileAccess, Permission> = { read: 'view_members', edit: 'manage_members' };

/**
 * Whose profile a call is about: one's own, or (with `userId`) another member. Reading another
 * needs view_members, changing them manage_members and a strictly higher rank (`outranks`);
 * administrators pass every check and alone may change an administrator. A member of another
 * group answers 404 so ids cannot be probed, and so does a member who is not active to a reader
 * who may not see pending or lapsed members (as on the roster).
 */
export async function resolveProfileTarget(
  app: Deps<'store'>,
  auth: AuthContext,
  userId: number | undefined,
  access: ProfileAccess,
): Promise<{ row: ProfileRow; self: boolean }> {
  const self = userId === undefined || userId === auth.userId;
  const row = await findProfile(app.store.db, self ? auth.userId : (userId as number));
  if (self) {
    if (!row) {
      throw notFound('Profile');
    }
    return { row, self };
  }
  if (!can(auth, { permission: NEEDED[access] })) {
    throw permissionDenied();
  }
  if (!row) {
    throw notFound('Member');
  }
  if (!auth.isAdmin) {
    await assertWithinReach(app.store.db, auth, row, access);
  }
  return { row, self };
}

async function assertWithinReach(
  db: DbOrTx,
  auth: AuthContext,
  row: ProfileRow,
  access: ProfileAccess,
): Promise<void> {
  if (auth.groupId === null || row.group?.id !== auth.groupId || !row.membership) {
    throw notFound('Member');
  }
  const seesInactive = can(auth, { permissions: ['approve_members', 'manage_members'] });
  if (row.membership.status !== 'active' && !seesInactive) {
    throw notFound('Member');
  }
  if (access === 'read') {
    return;
  }
  if (row.isAdmin) {
    throw permissionDenied('Only an administrator can change an administrator.');
  }
  const actorRank = await findRoleRank(db, auth.userId);
  if (actorRank === null || !outranks(actorRank, row.membership.role.rank)) {
    throw permissionDenied('You can only change members ranked below you.');
  }
}
