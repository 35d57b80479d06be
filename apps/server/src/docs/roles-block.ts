import {
  INSTALLATION_PERMISSIONS,
  MEMBER_NAVIGATION_PERMISSIONS,
  PERMISSIONS,
  type Permission,
} from '@app/shared/permissions';
import type { RoleMatrixRow } from '../modules/roles/roles.matrix';
import { markdownTable } from './generated-blocks';

function kindOf(permission: Permission): string {
  if (INSTALLATION_PERMISSIONS.includes(permission)) {
    return 'installation-wide (counts for administrators only)';
  }
  return MEMBER_NAVIGATION_PERMISSIONS.includes(permission) ? 'member navigation' : 'admin area';
}

/**
 * The permission matrix a fresh store holds (the seed of db/bootstrap.ts, from
 * DEFAULT_ROLE_PERMISSIONS): one row per permission, one column per role by rank.
 */
export function rolesBlock(roles: readonly RoleMatrixRow[]): string {
  const ordered = [...roles].sort((a, b) => a.rank - b.rank);
  const header = [
    'Permission',
    'Kind',
    ...ordered.map((r) => `${r.name} (${r.rank}${r.isLeadership ? ', leadership' : ''})`),
  ];
  const rows = PERMISSIONS.map((p) => [
    `\`${p}\``,
    kindOf(p),
    ...ordered.map((r) => (r.permissions.includes(p) ? 'yes' : '')),
  ]);
  const counts = ['**count**', '', ...ordered.map((r) => String(r.permissions.length))];
  return markdownTable(header, [...rows, counts]);
}
