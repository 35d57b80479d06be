import type { DbOrTx } from '../../db/client';
import { listRoles, type RoleRow } from './roles.repo';

// The roles module's public file for the permission matrix as stored (docs/architecture-tables.ts
// prints it into docs/architecture.md 11).

export type RoleMatrixRow = RoleRow;

/** Every role by rank, with its permissions. */
export function readRoleMatrix(db: DbOrTx): Promise<RoleMatrixRow[]> {
  return listRoles(db);
}
