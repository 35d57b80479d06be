import { type PermissionSubject, ROLE_RANKING, type RoleName, roleRank } from '@app/shared/permissions';

/** The caller as the rank rule sees them: administrators pass, anyone else has their role's rank. */
export interface Grantor extends PermissionSubject {
  role: string | null;
}

/**
 * The roles the caller may give (docs/architecture.md 14.1): none ranked above their own; administrators
 * any. The server enforces the same rule; this only keeps the choice honest.
 */
export function grantableRoles(grantor: Grantor): RoleName[] {
  const own = roleRank(grantor.role).rank;
  return ROLE_RANKING.filter((r) => grantor.isAdmin || r.rank >= own).map((r) => r.name);
}

/**
 * Whether the caller may change this person (display only): administrators anyone; others only
 * members of a role ranked strictly below their own, never an administrator.
 */
export function mayManage(
  grantor: Grantor,
  target: { isAdmin: boolean; role: { rank: number } | null },
): boolean {
  if (grantor.isAdmin) {
    return true;
  }
  if (target.isAdmin || !target.role) {
    return false;
  }
  return roleRank(grantor.role).rank < target.role.rank;
}
