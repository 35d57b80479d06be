import { effectivePermissions } from '@app/shared/permissions';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants } from '../db/schema/inbox';
import { memberships } from '../db/schema/memberships';
import { rolePermissions, roles } from '../db/schema/roles';
import { users } from '../db/schema/users';

export async function isConversationParticipant(
  db: DbOrTx,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findUserName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

export interface GroupFollower {
  userId: number;
  isAdmin: boolean;
  isActive: boolean;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
  /** The role's permissions for an active membership, the Visitor set for a pending one. */
  permissions: string[];
}

/**
 * What the channel rules need to know of these users' group: their account, membership and the
 * permissions it holds now (read from the store, never cached: a change must count at once). A
 * lapsed or removed membership holds nothing here: it follows no group channel (docs/architecture.md 15.7).
 */
export async function findGroupFollowers(db: DbOrTx, userIds: readonly number[]): Promise<GroupFollower[]> {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      userId: users.id,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
      groupId: memberships.groupId,
      membershipStatus: memberships.status,
      roleName: roles.name,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(inArray(users.id, [...userIds]));
  const roleOf = (row: (typeof rows)[number]): string | null => {
    if (row.membershipStatus === 'active') {
      return row.roleName;
    }
    return row.membershipStatus === 'pending' ? 'Visitor' : null;
  };
  const roleNames = [...new Set(rows.map(roleOf).filter((name): name is string => name !== null))];
  const held =
    roleNames.length === 0
      ? []
      : await db
          .select({ role: roles.name, permission: rolePermissions.permission })
          .from(rolePermissions)
          .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
          .where(inArray(roles.name, roleNames));
  return rows.map((row) => {
    const role = roleOf(row);
    const permissions = held.filter((p) => p.role === role).map((p) => p.permission);
    return {
      userId: row.userId,
      isAdmin: row.isAdmin,
      isActive: row.isActive,
      groupId: row.groupId,
      membershipStatus: row.membershipStatus,
      permissions: effectivePermissions({ isAdmin: row.isAdmin, permissions }),
    };
  });
}
