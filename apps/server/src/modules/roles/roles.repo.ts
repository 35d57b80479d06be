import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { rolePermissions, roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export interface RoleRow {
  id: number;
  name: string;
  rank: number;
  isLeadership: boolean;
  permissions: string[];
}

/** Every role by rank, with its permissions. */
export async function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      rank: roles.rank,
      isLeadership: roles.isLeadership,
      permission: rolePermissions.permission,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .orderBy(asc(roles.rank), asc(roles.id));
  const byId = new Map<number, RoleRow>();
  for (const row of rows) {
    let role = byId.get(row.id);
    if (!role) {
      role = { id: row.id, name: row.name, rank: row.rank, isLeadership: row.isLeadership, permissions: [] };
      byId.set(row.id, role);
    }
    if (row.permission !== null) {
      role.permissions.push(row.permission);
    }
  }
  return [...byId.values()];
}

/** Reads the role and locks its row until the transaction ends, so edits of one role queue up. */
export async function lockRole(tx: DbOrTx, id: number): Promise<Omit<RoleRow, 'permissions'> | null> {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name, rank: roles.rank, isLeadership: roles.isLeadership })
    .from(roles)
    .where(eq(roles.id, id))
    .for('update');
  return row ?? null;
}

export async function findRolePermissions(db: DbOrTx, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.permission);
}

export async function replaceRolePermissions(
  tx: DbOrTx,
  roleId: number,
  permissions: string[],
): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length > 0) {
    await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
  }
}

/**
 * The accounts whose permissions come from this role (administrators excepted: they hold every
 * permission anyway): its active members, and for Visitor also every pending or lapsed membership,
 * which has the Visitor set until approved or renewed.
 */
export async function findRoleHolderIds(db: DbOrTx, role: { id: number; name: string }): Promise<number[]> {
  const activeHolders = and(eq(memberships.roleId, role.id), eq(memberships.status, 'active'));
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(users.isAdmin, false),
        role.name === 'Visitor'
          ? or(activeHolders, inArray(memberships.status, ['pending', 'lapsed']))
          : activeHolders,
      ),
    );
  return rows.map((r) => r.userId);
}
