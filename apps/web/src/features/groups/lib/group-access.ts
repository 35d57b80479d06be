import { can, type PermissionSubject } from '@app/shared/permissions';

interface Member extends PermissionSubject {
  group: { id: number } | null;
}

/**
 * Who may change a group (display only, docs/architecture.md 14.2): administrators any group, holders of
 * manage_group their own. Everyone else reads it.
 */
export function mayManageGroup(user: Member, groupId: number): boolean {
  return user.isAdmin === true || (user.group?.id === groupId && can(user, { permission: 'manage_group' }));
}

/** Creating groups is installation-wide: manage_groups, which counts only for administrators. */
export function mayCreateGroups(user: PermissionSubject): boolean {
  return user.isAdmin === true;
}

/** A route's group id, or null when it is not one. */
export function parseGroupId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
