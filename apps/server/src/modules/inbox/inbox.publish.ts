import { type InboxEvent, type InboxMessage, UNREAD_COUNT_UNKNOWN } from '@app/shared/inbox';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePublisher } from '../../realtime/publisher';

/**
 * Realtime fan-out of docs/architecture.md 12. Called only after the transaction committed; a
 * failed publish is logged, never turned into a failed request (the change is already stored and
 * clients catch up from the API).
 */
export interface InboxPublisher {
  realtime: RealtimePublisher;
  log: FastifyBaseLogger;
}

type Target = { user: number; event: InboxEvent } | { conversation: number; event: InboxEvent };

async function publishAll(p: InboxPublisher, targets: Target[]): Promise<void> {
  const results = await Promise.allSettled(
    targets.map((t) =>
      'user' in t
        ? p.realtime.publishToUser(t.user, t.event)
        : p.realtime.publishToConversation(t.conversation, t.event),
    ),
  );
  for (const r of results) {
    if (r.status === 'rejected') {
      p.log.warn({ err: r.reason }, 'inbox realtime publish failed');
    }
  }
}

/** new_message to the recipient's and the sender's inbox (each with their own unread count) and the conversation. */
export function publishNewMessage(
  p: InboxPublisher,
  message: InboxMessage,
  unread: { recipient: number; sender: number },
): Promise<void> {
  const conversationUpdate = {
    conversationId: message.conversationId,
    lastMessage: message,
    participantIds: [message.senderId, message.recipientId],
  };
  const event = (unreadCount: number): InboxEvent => ({
    action: 'new_message',
    payload: { messageData: message, conversationUpdate, unreadCount },
  });
  return publishAll(p, [
    { user: message.recipientId, event: event(unread.recipient) },
    { user: message.senderId, event: event(unread.sender) },
    { conversation: message.conversationId, event: event(UNREAD_COUNT_UNKNOWN) },
  ]);
}

/** message_read to the reader (their new count) and to the other participant (read receipts, their own count). */
export function publishMessagesRead(
  p: InboxPublisher,
  read: { conversationId: number; messageIds: number[] },
  reader: { id: number; unreadCount: number },
  other: { id: number; unreadCount: number },
): Promise<void> {
  const event = (unreadCount: number): InboxEvent => ({
    action: 'message_read',
    payload: { conversationId: read.conversationId, messageIds: read.messageIds, unreadCount },
  });
  return publishAll(p, [
    { user: reader.id, event: event(reader.unreadCount) },
    { user: other.id, event: event(other.unreadCount) },
  ]);
}

/** message_deleted to both inboxes and the conversation; the recipient also gets their count if it changed. */
export function publishMessageDeleted(
  p: InboxPublisher,
  deleted: { messageId: number; conversationId: number; totalCount: number },
  sender: number,
  recipient: { id: number; unreadCount?: number },
): Promise<void> {
  const event = (unreadCount?: number): InboxEvent => ({
    action: 'message_deleted',
    payload: unreadCount === undefined ? deleted : { ...deleted, unreadCount },
  });
  return publishAll(p, [
    { user: sender, event: event() },
    { user: recipient.id, event: event(recipient.unreadCount) },
    { conversation: deleted.conversationId, event: event() },
  ]);
}
