import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** Serializes changes that could remove the last active Admin (any group, any node). */
const ADMINS_LOCK_ID = 724_613_911;

export interface RoleRow {
  id: number;
  name: string;
  rank: number;
}

export async function findRoleByName(db: DbOrTx, name: string): Promise<RoleRow | null> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, rank: roles.rank })
    .from(roles)
    .where(eq(roles.name, name));
  return row ?? null;
}

export async function findGroupSeats(
  db: DbOrTx,
  groupId: number,
): Promise<{ name: string; capacity: number } | null> {
  const [row] = await db
    .select({ name: groups.name, capacity: groups.capacity })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row ?? null;
}

export async function insertAccount(
  tx: DbOrTx,
  values: {
    email: string;
    name: string;
    phone: string | null;
    companyName: string | null;
    passwordHash: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, isActive: true, mustChangePassword: true })
    .returning({ id: users.id });
  if (!row) {
    throw new Error('user insert returned no row');
  }
  return row.id;
}

export async function insertActiveMembership(
  tx: DbOrTx,
  values: { userId: number; groupId: number; roleId: number; classification: string | null },
): Promise<void> {
  await tx.insert(memberships).values({ ...values, status: 'active' });
}

export async function updateAccount(
  tx: DbOrTx,
  userId: number,
  values: Partial<{ name: string; phone: string | null; isActive: boolean }>,
): Promise<void> {
  if (Object.keys(values).length > 0) {
    await tx.update(users).set(values).where(eq(users.id, userId));
  }
}

export async function updateMembership(
  tx: DbOrTx,
  userId: number,
  values: Partial<{ roleId: number; classification: string | null }>,
): Promise<void> {
  if (Object.keys(values).length > 0) {
    await tx.update(memberships).set(values).where(eq(memberships.userId, userId));
  }
}

export async function lockAdmins(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_ID})`);
}

/** Active administrators (`is_admin`) other than this user. */
export async function countOtherInstallationAdmins(tx: DbOrTx, exceptUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.isAdmin, true), eq(users.isActive, true), ne(users.id, exceptUserId)));
  return row?.n ?? 0;
}

/** Active accounts holding the group's Admin role (active membership) other than this user. */
export async function countOtherGroupAdmins(
  tx: DbOrTx,
  groupId: number,
  exceptUserId: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'active'),
        eq(roles.name, 'Admin'),
        eq(users.isActive, true),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}
