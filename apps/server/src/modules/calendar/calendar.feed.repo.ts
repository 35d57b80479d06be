import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeedTokens } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { rolePermissions } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export async function findFeedToken(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(calendarFeedTokens).where(eq(calendarFeedTokens.userId, userId));
  return row ?? null;
}

/** Sets the user's one token (replacing the old one, which stops working at once). */
export async function replaceFeedToken(db: DbOrTx, userId: number, tokenHash: string): Promise<Date> {
  const now = new Date();
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { tokenHash, createdAt: now, updatedAt: now },
    })
    .returning({ createdAt: calendarFeedTokens.createdAt });
  return row?.createdAt ?? now;
}

/** Makes the user's first token, unless one exists: null when it did (two first calls at once make one). */
export async function insertFirstFeedToken(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
): Promise<Date | null> {
  const [row] = await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash })
    .onConflictDoNothing()
    .returning({ createdAt: calendarFeedTokens.createdAt });
  return row?.createdAt ?? null;
}

/**
 * The owner of a feed token, if the account is active and still may see meetings: its group (null
 * for an administrator without one). Null for an unknown token or an owner who may not.
 */
export async function feedOwner(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: number; groupId: number | null } | null> {
  const [row] = await db
    .select({
      userId: users.id,
      isAdmin: users.isAdmin,
      groupId: memberships.groupId,
      membershipStatus: memberships.status,
      viewsMeetings: sql<boolean>`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${memberships.roleId} and ${rolePermissions.permission} = 'view_meetings')`,
    })
    .from(calendarFeedTokens)
    .innerJoin(users, and(eq(users.id, calendarFeedTokens.userId), eq(users.isActive, true)))
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(calendarFeedTokens.tokenHash, tokenHash));
  if (!row) {
    return null;
  }
  const member =
    row.groupId !== null &&
    row.membershipStatus !== null &&
    inGroup(row.membershipStatus) &&
    row.viewsMeetings;
  if (member) {
    return { userId: row.userId, groupId: row.groupId };
  }
  return row.isAdmin
    ? {
        userId: row.userId,
        groupId: row.groupId !== null && row.membershipStatus !== 'removed' ? row.groupId : null,
      }
    : null;
}

const inGroup = (status: string) => status === 'active' || status === 'pending';
