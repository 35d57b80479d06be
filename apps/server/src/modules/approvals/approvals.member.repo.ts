import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';

export interface PendingMemberRow {
  id: number;
  userId: number;
  name: string;
  email: string;
  companyName: string | null;
  classification: string | null;
  groupName: string;
  createdAt: Date;
}

/** Pending memberships of active accounts, in one group or in every group (groupId null). */
function pendingIn(groupId: number | null): SQL | undefined {
  return and(
    eq(memberships.status, 'pending'),
    eq(users.isActive, true),
    groupId === null ? undefined : eq(memberships.groupId, groupId),
  );
}

export async function listPendingMembers(
  db: DbOrTx,
  groupId: number | null,
  take: number,
): Promise<PendingMemberRow[]> {
  return db
    .select({
      id: memberships.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      companyName: users.companyName,
      classification: memberships.classification,
      groupName: groups.name,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(pendingIn(groupId))
    .orderBy(asc(memberships.createdAt), asc(memberships.id))
    .limit(take);
}

export async function countPendingMembers(db: DbOrTx, groupId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(pendingIn(groupId));
  return row?.n ?? 0;
}

export interface MembershipToDecide {
  id: number;
  userId: number;
  groupId: number;
  status: 'pending' | 'active' | 'lapsed' | 'removed';
  name: string;
  email: string;
  groupName: string;
}

export async function findMembershipToDecide(db: DbOrTx, id: number): Promise<MembershipToDecide | null> {
  const [row] = await db
    .select({
      id: memberships.id,
      userId: memberships.userId,
      groupId: memberships.groupId,
      status: memberships.status,
      name: users.name,
      email: users.email,
      groupName: groups.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(eq(memberships.id, id));
  return row ?? null;
}

/** Locks the group row (as registration does) and answers its capacity. */
export async function lockGroupCapacity(tx: DbOrTx, groupId: number): Promise<number> {
  const [group] = await tx
    .select({ capacity: groups.capacity })
    .from(groups)
    .where(eq(groups.id, groupId))
    .for('update');
  return group?.capacity ?? 0;
}

/**
 * Moves a pending membership to its decided status, only if it is still pending: of two
 * concurrent decisions exactly one gets a row back. Approval starts the membership now.
 */
export async function settlePendingMembership(
  tx: DbOrTx,
  id: number,
  status: 'active' | 'removed',
): Promise<{ decidedAt: Date } | null> {
  const [row] = await tx
    .update(memberships)
    .set({ status, ...(status === 'active' ? { joinedAt: sql`now()` } : {}) })
    .where(and(eq(memberships.id, id), eq(memberships.status, 'pending')))
    .returning({ decidedAt: memberships.updatedAt });
  return row ?? null;
}
