import { can, type Permission } from '@app/shared/permissions';
import { notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who reaches which group (docs/architecture.md 14.2). Administrators reach every group (view_groups and
 * manage_groups count only for them, section 11); anyone else only their own group, with
 * view_group or manage_group to read it and manage_group to change it. A missing permission
 * answers 403, another group 404.
 */
export type GroupAccess = 'view' | 'manage';

const NEEDED: Record<GroupAccess, Permission[]> = {
  view: ['view_group', 'manage_group'],
  manage: ['manage_group'],
};

export function seesEveryGroup(auth: AuthContext): boolean {
  return auth.isAdmin;
}

/** Throws 403 without the permission of the access asked for, whatever the group. */
export function assertGroupPermission(auth: AuthContext, access: GroupAccess): void {
  if (!seesEveryGroup(auth) && !can(auth, { permissions: NEEDED[access] })) {
    throw permissionDenied();
  }
}

/** Throws 403 without the permission, 404 for a group other than the caller's own. */
export function assertGroupAccess(auth: AuthContext, groupId: number, access: GroupAccess): void {
  assertGroupPermission(auth, access);
  if (!seesEveryGroup(auth) && auth.groupId !== groupId) {
    throw notFound('Group');
  }
}
