import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { conversationParticipants as cp, messages } from '../../db/schema/inbox';
import { users } from '../../db/schema/users';
import type { MessageRow } from './inbox.repo';

/** How many conversations GET /api/inbox lists at most (totalCount still counts them all). */
export const INBOX_LIST_LIMIT = 200;

const sender = alias(users, 'su');
const recipient = alias(users, 'ru');
type UserIdParam = number | ReturnType<typeof sql.placeholder<'userId'>>;

/**
 * GET /api/inbox in one statement: my participant rows by recency (conversation_participants_user_recent_idx),
 * each conversation's newest message (a lateral backward step on messages_conversation_id_idx), the
 * two names (users_pkey), my conversation count (the same participant index) and my unread count (an
 * index-only count on messages_recipient_unread_idx). No table is scanned whole; no conversations, no rows.
 */
function inboxListSelect(db: DbOrTx, userId: UserIdParam) {
  const latest = db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      conversationId: messages.conversationId,
      content: messages.content,
      isRead: messages.isRead,
      sentAt: messages.sentAt,
    })
    .from(messages)
    .where(and(eq(messages.conversationId, cp.conversationId), isNull(messages.deletedAt)))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('m');
  return db
    .select({
      id: latest.id,
      sender_id: latest.senderId,
      sender_name: sender.name,
      recipient_id: latest.recipientId,
      recipient_name: recipient.name,
      conversation_id: latest.conversationId,
      content: latest.content,
      is_read: latest.isRead,
      sent_at: latest.sentAt,
      total_count: sql<number>`(select count(*)::int from conversation_participants t
        where t.user_id = ${userId} and t.last_message_at is not null)`.mapWith(Number),
      unread_count: sql<number>`(select count(*)::int from messages u
        where u.recipient_id = ${userId} and u.is_read = false and u.deleted_at is null)`.mapWith(Number),
    })
    .from(cp)
    .crossJoinLateral(latest)
    .innerJoin(sender, eq(sender.id, latest.senderId))
    .innerJoin(recipient, eq(recipient.id, latest.recipientId))
    .where(and(eq(cp.userId, userId), isNotNull(cp.lastMessageAt)))
    .orderBy(desc(cp.lastMessageAt), desc(cp.conversationId))
    .limit(INBOX_LIST_LIMIT);
}

/** The statement's SQL for one user (EXPLAIN in tests and the bench). */
export function inboxListQuery(db: DbOrTx, userId: number): SQL {
  return inboxListSelect(db, userId).getSQL();
}

/**
 * A named prepared statement per store: PostgreSQL plans it once per connection instead of on every
 * request (planning this statement costs about as much as running it).
 */
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();
const prepare = (db: DbOrTx) => inboxListSelect(db, sql.placeholder('userId')).prepare('inbox_list');

export type InboxListRow = MessageRow & { total_count: number; unread_count: number };

export async function findInboxList(db: DbOrTx, userId: number): Promise<InboxListRow[]> {
  let statement = prepared.get(db);
  if (!statement) {
    statement = prepare(db);
    prepared.set(db, statement);
  }
  return statement.execute({ userId });
}
