import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { conversationParticipants } from '../db/schema/inbox';
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
