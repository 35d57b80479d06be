import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants } from '../db/schema/inbox';
import { memberships } from '../db/schema/memberships';
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

/**
 * Whether a user may follow a group's channels (`meetings:{id}`, `news:{id}`): an administrator, or
 * anyone whose membership of that group is not removed (pending and lapsed members keep the Visitor
 * permission set, which sees meetings).
 */
export async function mayFollowGroup(db: DbOrTx, groupId: number, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ isAdmin: users.isAdmin, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.isActive) {
    return false;
  }
  if (user.isAdmin) {
    return true;
  }
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.groupId, groupId),
        ne(memberships.status, 'removed'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
