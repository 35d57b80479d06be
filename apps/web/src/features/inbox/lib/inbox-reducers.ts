import type { InboxMessage, MarkReadData } from '@app/shared/inbox';
import type { InboxCache } from '../api/get-inbox';

/** Where the user is when a message arrives. */
export interface ReceiveContext {
  myId: number;
  /** The conversation on screen, if any. */
  openConversationId: number | null;
}

const time = (m: Pick<InboxMessage, 'sentAt'>) => Date.parse(m.sentAt);

/** I am its unread recipient and I am not looking at its conversation. */
export function raisesUnreadCount(message: InboxMessage, ctx: ReceiveContext): boolean {
  return (
    message.recipientId === ctx.myId && !message.isRead && message.conversationId !== ctx.openConversationId
  );
}

/**
 * docs/architecture.md 16.4, new inbox message, on the conversation list: its conversation moves to the top
 * with this message (flagged new when someone else wrote it); a conversation not listed yet counts
 * in totalCount; the unread count rises only when I am the unread recipient and it is not open.
 * Applying the same message twice changes nothing the second time.
 */
export function receiveInInbox(inbox: InboxCache, message: InboxMessage, ctx: ReceiveContext): InboxCache {
  const listed = inbox.messages.find((m) => m.conversationId === message.conversationId);
  if (listed?.id === message.id) {
    return inbox;
  }
  const unreadCount = inbox.unreadCount + (raisesUnreadCount(message, ctx) ? 1 : 0);
  // A late older message (recovered after a newer one) does not replace the newer latest.
  if (listed && time(listed) > time(message)) {
    return { ...inbox, unreadCount };
  }
  const others = inbox.messages.filter((m) => m.conversationId !== message.conversationId);
  return {
    messages: [{ ...message, new: message.senderId !== ctx.myId }, ...others],
    unreadCount,
    totalCount: inbox.totalCount + (listed ? 0 : 1),
  };
}

/** message_read: the count is the server's; the listed messages it names are read now. */
export function readInInbox(
  inbox: InboxCache,
  read: Pick<MarkReadData, 'messageIds' | 'unreadCount'>,
  options: { setUnreadCount: boolean },
): InboxCache {
  const ids = new Set(read.messageIds);
  const touches = inbox.messages.some((m) => ids.has(m.id) && !m.isRead);
  const unreadCount = options.setUnreadCount && read.unreadCount >= 0 ? read.unreadCount : inbox.unreadCount;
  if (!touches && unreadCount === inbox.unreadCount) {
    return inbox;
  }
  return {
    ...inbox,
    unreadCount,
    messages: touches
      ? inbox.messages.map((m) => (ids.has(m.id) ? { ...m, isRead: true } : m))
      : inbox.messages,
  };
}

/**
 * message_deleted: a listed latest message leaves the list (the caller refetches to learn the
 * conversation's new latest); an unread count sent with it is the server's.
 */
export function deleteInInbox(
  inbox: InboxCache,
  deleted: { messageId: number; unreadCount?: number | undefined },
): { inbox: InboxCache; listed: boolean } {
  const listed = inbox.messages.some((m) => m.id === deleted.messageId);
  const unreadCount =
    deleted.unreadCount !== undefined && deleted.unreadCount >= 0 ? deleted.unreadCount : inbox.unreadCount;
  if (!listed && unreadCount === inbox.unreadCount) {
    return { inbox, listed };
  }
  return {
    inbox: {
      ...inbox,
      unreadCount,
      messages: listed ? inbox.messages.filter((m) => m.id !== deleted.messageId) : inbox.messages,
    },
    listed,
  };
}

/** Opening a conversation (?conversation={id}) clears its 'new' flag. */
export function clearNewFlag(inbox: InboxCache, conversationId: number): InboxCache {
  if (!inbox.messages.some((m) => m.conversationId === conversationId && m.new)) {
    return inbox;
  }
  return {
    ...inbox,
    messages: inbox.messages.map((m) =>
      m.conversationId === conversationId && m.new ? { ...m, new: false } : m,
    ),
  };
}

/** The other person of a conversation, from one of its messages. */
export function otherParty(message: InboxMessage, myId: number): { id: number; name: string } {
  return message.senderId === myId
    ? { id: message.recipientId, name: message.recipientName || 'Unknown User' }
    : { id: message.senderId, name: message.senderName || 'Unknown User' };
}

/** The list filtered by the other person's name (case-insensitive); newest first as it is. */
export function searchInbox(
  messages: InboxCache['messages'],
  query: string,
  myId: number,
): InboxCache['messages'] {
  const q = query.trim().toLowerCase();
  if (!q) {
    return messages;
  }
  return messages.filter((m) => otherParty(m, myId).name.toLowerCase().includes(q));
}
