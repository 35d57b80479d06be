import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversationParticipants, conversations, messages } from '../../db/schema/inbox';

/** A message row as the queries below select it (names joined in). */
export type MessageRow = {
  id: number | string;
  sender_id: number;
  sender_name: string;
  recipient_id: number;
  recipient_name: string;
  conversation_id: number;
  content: string;
  is_read: boolean;
  sent_at: Date | string;
};

/** Columns of a message with both names, for queries that alias messages as m (see also inbox.list.repo.ts). */
const messageColumns = sql`m.id, m.sender_id, su.name as sender_name, m.recipient_id, ru.name as recipient_name,
       m.conversation_id, m.content, m.is_read, m.sent_at`;
const nameJoins = sql`join users su on su.id = m.sender_id
  join users ru on ru.id = m.recipient_id`;

/**
 * One page of a conversation, newest first (messages_conversation_id_idx walked backwards from the
 * cursor), with the conversation's message count; one row with null message columns when the page is empty.
 */
export function conversationPageQuery(conversationId: number, before: number | undefined, limit: number) {
  const cursor = before === undefined ? sql`` : sql`and m.id < ${before}`;
  return sql`with total as (
  select count(*)::int as total_count from messages
   where conversation_id = ${conversationId} and deleted_at is null
), page as (
  select ${messageColumns}
    from messages m
    ${nameJoins}
   where m.conversation_id = ${conversationId} and m.deleted_at is null ${cursor}
   order by m.id desc
   limit ${limit}
)
select total.total_count, page.* from total left join page on true order by page.id desc`;
}

export async function findConversationPage(
  db: DbOrTx,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<{ totalCount: number; rows: MessageRow[] }> {
  const result = await db.execute<MessageRow & { total_count: number }>(
    conversationPageQuery(conversationId, before, limit),
  );
  const totalCount = result.rows[0]?.total_count ?? 0;
  return { totalCount, rows: result.rows.filter((r) => r.id !== null) };
}

/** The participants of a conversation (empty when it does not exist). */
export async function findParticipantIds(db: DbOrTx, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((r) => r.userId);
}

/** The conversation of a pair, locked until the transaction ends (sends and deletes take turns). */
export async function lockConversationByPair(db: DbOrTx, pairKey: string): Promise<{ id: number } | null> {
  const result = await db.execute<{ id: number }>(
    sql`select id from conversations where pair_key = ${pairKey} for update`,
  );
  return result.rows[0] ?? null;
}

export async function lockConversation(
  db: DbOrTx,
  conversationId: number,
): Promise<{ id: number; lastMessageId: number | null } | null> {
  const result = await db.execute<{ id: number; last_message_id: number | null }>(
    sql`select id, last_message_id from conversations where id = ${conversationId} for update`,
  );
  const row = result.rows[0];
  return row ? { id: row.id, lastMessageId: row.last_message_id } : null;
}

/** Creates the conversation of a pair with both participants; answers null if another request won the race. */
export async function insertConversation(
  db: DbOrTx,
  pairKey: string,
  groupId: number | null,
  userIds: [number, number],
): Promise<number | null> {
  const [row] = await db
    .insert(conversations)
    .values({ pairKey, groupId })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (!row) {
    return null;
  }
  await db
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: row.id, userId })))
    .onConflictDoNothing();
  return row.id;
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  recipientId: number;
  content: string;
}

/** Inserts the message and makes it the conversation's latest for both participants. */
export async function insertMessage(
  db: DbOrTx,
  input: NewMessage,
): Promise<{ id: number; isRead: boolean; sentAt: Date }> {
  const [row] = await db
    .insert(messages)
    .values(input)
    .returning({ id: messages.id, isRead: messages.isRead, sentAt: messages.sentAt });
  if (!row) {
    throw new Error('message not inserted');
  }
  await db
    .update(conversations)
    .set({ lastMessageId: row.id, lastMessageAt: row.sentAt, updatedAt: row.sentAt })
    .where(eq(conversations.id, input.conversationId));
  await db
    .update(conversationParticipants)
    .set({
      lastMessageAt: row.sentAt,
      lastReadAt: sql`case when ${conversationParticipants.userId} = ${input.senderId} then ${row.sentAt.toISOString()}::timestamptz else ${conversationParticipants.lastReadAt} end`,
    })
    .where(eq(conversationParticipants.conversationId, input.conversationId));
  return row;
}

/** Marks my unread messages in a conversation read (messages_recipient_unread_idx); answers their ids. */
export async function markConversationRead(
  db: DbOrTx,
  conversationId: number,
  userId: number,
): Promise<number[]> {
  const result = await db.execute<{ id: number | string }>(sql`update messages set is_read = true
   where recipient_id = ${userId} and conversation_id = ${conversationId}
     and is_read = false and deleted_at is null
  returning id`);
  await db
    .update(conversationParticipants)
    .set({ lastReadAt: sql`now()` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** My unread messages across conversations (index-only on messages_recipient_unread_idx). */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from messages
   where recipient_id = ${userId} and is_read = false and deleted_at is null`);
  return result.rows[0]?.n ?? 0;
}

export interface StoredMessage {
  id: number;
  conversationId: number;
  senderId: number;
  recipientId: number;
  isRead: boolean;
}

/** A message that is not deleted, locked for the rest of the transaction. */
export async function lockMessage(db: DbOrTx, messageId: number): Promise<StoredMessage | null> {
  const result = await db.execute<{
    id: number | string;
    conversation_id: number;
    sender_id: number;
    recipient_id: number;
    is_read: boolean;
  }>(sql`select id, conversation_id, sender_id, recipient_id, is_read from messages
   where id = ${messageId} and deleted_at is null for update`);
  const row = result.rows[0];
  return row
    ? {
        id: Number(row.id),
        conversationId: row.conversation_id,
        senderId: row.sender_id,
        recipientId: row.recipient_id,
        isRead: row.is_read,
      }
    : null;
}

/** Soft-deletes a message; if it was the conversation's latest, the previous one takes its place. */
export async function softDeleteMessage(
  db: DbOrTx,
  message: StoredMessage,
  wasLatest: boolean,
): Promise<void> {
  await db.execute(sql`update messages set deleted_at = now() where id = ${message.id}`);
  if (!wasLatest) {
    return;
  }
  const previous = await db.execute<{ id: number | string; sent_at: Date | string }>(sql`select id, sent_at
    from messages where conversation_id = ${message.conversationId} and deleted_at is null
   order by id desc limit 1`);
  const row = previous.rows[0];
  const at = row ? new Date(row.sent_at) : null;
  await db
    .update(conversations)
    .set({ lastMessageId: row ? Number(row.id) : null, lastMessageAt: at, updatedAt: new Date() })
    .where(eq(conversations.id, message.conversationId));
  await db
    .update(conversationParticipants)
    .set({ lastMessageAt: at })
    .where(eq(conversationParticipants.conversationId, message.conversationId));
}

/** Messages left in a conversation (an index-only count on messages_conversation_id_idx). */
export async function countConversationMessages(db: DbOrTx, conversationId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from messages
   where conversation_id = ${conversationId} and deleted_at is null`);
  return result.rows[0]?.n ?? 0;
}
