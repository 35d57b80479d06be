import type {
  ConversationData,
  ConversationQuery,
  DeleteMessageData,
  InboxData,
  InboxMessage,
  MarkReadData,
  Recipient,
  SendMessageBody,
} from '@app/shared/inbox';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, permissionDenied, validationError } from '../../plugins/app-error';
import { conversationGroup, mayWrite, pairKey, recipientScope } from './inbox.access';
import { findInboxList } from './inbox.list.repo';
import { findParties, findRecipients } from './inbox.people.repo';
import { presentMessage, presentRecipient } from './inbox.present';
import {
  type InboxPublisher,
  publishMessageDeleted,
  publishMessagesRead,
  publishNewMessage,
} from './inbox.publish';
import {
  countConversationMessages,
  countUnread,
  findConversationPage,
  findParticipantIds,
  insertConversation,
  insertMessage,
  lockConversation,
  lockConversationByPair,
  lockMessage,
  markConversationRead,
  softDeleteMessage,
} from './inbox.repo';

/** What the writing operations need: the store and the realtime publisher. */
export interface InboxDeps extends InboxPublisher {
  db: Db;
}

/** GET /api/inbox: my conversations' newest messages, newest first, my unread count, my conversation count. */
export async function listInbox(db: DbOrTx, userId: number): Promise<InboxData> {
  const rows = await findInboxList(db, userId);
  return {
    messages: rows.map(presentMessage),
    unreadCount: rows[0]?.unread_count ?? 0,
    totalCount: rows[0]?.total_count ?? 0,
  };
}

/** The other participant, or a 404 for anyone outside the conversation (ids cannot be probed). */
async function otherParticipant(db: DbOrTx, conversationId: number, userId: number): Promise<number> {
  const ids = await findParticipantIds(db, conversationId);
  if (!ids.includes(userId)) {
    throw notFound('Conversation');
  }
  return ids.find((id) => id !== userId) ?? userId;
}

/** A page of a conversation, oldest first, paging backwards by message id. */
export async function getConversation(
  db: DbOrTx,
  userId: number,
  conversationId: number,
  query: ConversationQuery,
): Promise<ConversationData> {
  await otherParticipant(db, conversationId, userId);
  const page = await findConversationPage(db, conversationId, query.before, query.limit + 1);
  const newestFirst = page.rows.slice(0, query.limit);
  return {
    messages: newestFirst.reverse().map(presentMessage),
    totalCount: page.totalCount,
    hasMoreBack: page.rows.length > query.limit,
  };
}

/** Sends a message (opening the pair's conversation if needed), then publishes it. */
export async function sendMessage(
  deps: InboxDeps,
  userId: number,
  body: SendMessageBody,
): Promise<InboxMessage> {
  const { db } = deps;
  if (body.recipientId === userId) {
    throw validationError('recipientId', 'You cannot send a message to yourself');
  }
  if (body.conversationId !== undefined) {
    const other = await otherParticipant(db, body.conversationId, userId);
    if (other !== body.recipientId) {
      throw validationError('recipientId', 'The recipient is not part of this conversation');
    }
  }
  const parties = await findParties(db, [userId, body.recipientId]);
  const writer = parties.get(userId);
  const reader = parties.get(body.recipientId);
  if (!writer || !reader) {
    throw notFound('Recipient');
  }
  const key = pairKey(userId, reader.userId);
  const message = await db.transaction(async (tx) => {
    const existing = await lockConversationByPair(tx, key);
    if (!mayWrite(writer, reader, existing !== null)) {
      throw notFound('Recipient');
    }
    const conversationId =
      existing?.id ??
      (await insertConversation(tx, key, conversationGroup(writer, reader), [userId, reader.userId])) ??
      (await lockConversationByPair(tx, key))?.id;
    if (conversationId === undefined) {
      throw new Error('conversation neither found nor created');
    }
    const row = await insertMessage(tx, {
      conversationId,
      senderId: userId,
      recipientId: reader.userId,
      content: body.content,
    });
    return presentMessage({
      id: row.id,
      sender_id: userId,
      sender_name: writer.name,
      recipient_id: reader.userId,
      recipient_name: reader.name,
      conversation_id: conversationId,
      content: body.content,
      is_read: row.isRead,
      sent_at: row.sentAt,
    });
  });
  const [recipientUnread, senderUnread] = await Promise.all([
    countUnread(db, reader.userId),
    countUnread(db, userId),
  ]);
  await publishNewMessage(deps, message, { recipient: recipientUnread, sender: senderUnread });
  return message;
}

/** Marks my messages in a conversation read; publishes message_read when that changed anything. */
export async function markRead(
  deps: InboxDeps,
  userId: number,
  conversationId: number,
): Promise<MarkReadData> {
  const { db } = deps;
  const other = await otherParticipant(db, conversationId, userId);
  const messageIds = await db.transaction((tx) => markConversationRead(tx, conversationId, userId));
  const unreadCount = await countUnread(db, userId);
  if (messageIds.length > 0) {
    const otherUnread = await countUnread(db, other);
    await publishMessagesRead(
      deps,
      { conversationId, messageIds },
      { id: userId, unreadCount },
      { id: other, unreadCount: otherUnread },
    );
  }
  return { conversationId, messageIds, unreadCount };
}

/** Deletes one of my own messages; the other participant may not, outsiders do not see it at all. */
export async function deleteMessage(
  deps: InboxDeps,
  userId: number,
  messageId: number,
): Promise<DeleteMessageData> {
  const { db } = deps;
  const { message, totalCount } = await db.transaction(async (tx) => {
    const found = await lockMessage(tx, messageId);
    if (!found || (found.senderId !== userId && found.recipientId !== userId)) {
      throw notFound('Message');
    }
    if (found.senderId !== userId) {
      throw permissionDenied('You can only delete your own messages');
    }
    const conversation = await lockConversation(tx, found.conversationId);
    await softDeleteMessage(tx, found, conversation?.lastMessageId === found.id);
    return { message: found, totalCount: await countConversationMessages(tx, found.conversationId) };
  });
  const deleted = { messageId, conversationId: message.conversationId, totalCount };
  const recipientUnread = message.isRead ? undefined : await countUnread(db, message.recipientId);
  await publishMessageDeleted(
    deps,
    deleted,
    userId,
    recipientUnread === undefined
      ? { id: message.recipientId }
      : { id: message.recipientId, unreadCount: recipientUnread },
  );
  return deleted;
}

/** The people I may start a conversation with, filtered by name. */
export async function listRecipients(
  db: DbOrTx,
  userId: number,
  q: string | undefined,
): Promise<Recipient[]> {
  const me = (await findParties(db, [userId])).get(userId);
  const scope = me ? recipientScope(me) : null;
  if (!scope) {
    return [];
  }
  const rows = await findRecipients(db, userId, scope, q || undefined);
  return rows.map(presentRecipient);
}
