import { PERMISSIONS, type Permission } from '@app/shared/permissions';
import { LOCKED_ROLE, type RoleResponse } from '@app/shared/roles';
import type { RoleRow } from './roles.repo';

/** Known permissions of a set, in the order of docs/architecture.md 16.6's list (unknown stored names dropped). */
export function orderedPermissions(names: readonly string[]): Permission[] {
  const held = new Set(names);
  return PERMISSIONS.filter((p) => held.has(p));
}

export function presentRole(row: RoleRow): RoleResponse {
  return {
    id: row.id,
    name: row.name,
    rank: row.rank,
    isLeadership: row.isLeadership,
    permissions: orderedPermissions(row.permissions),
    locked: row.name === LOCKED_ROLE,
  };
}
