import type { ConversationData, InboxMessage } from '@app/shared/inbox';
import type { ConversationPages } from '../api/conversation-query-key';
import type { InboxCache } from '../api/get-inbox';

export const ME = 7;
export const ANN = 21;
export const BEN = 22;

let nextId = 100;

/** A message from Ann to me in conversation 1 unless told otherwise; ids rise, times follow ids. */
export function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  nextId += 1;
  const id = overrides.id ?? nextId;
  return {
    id,
    senderId: ANN,
    senderName: 'Ann Able',
    recipientId: ME,
    recipientName: 'Mia Member',
    conversationId: 1,
    content: `message ${id}`,
    isRead: false,
    sentAt: new Date(Date.UTC(2025, 0, 1, 12, 0, 0) + id * 1000).toISOString(),
    ...overrides,
  };
}

export function inbox(messages: InboxMessage[], unreadCount = 0): InboxCache {
  return { messages, unreadCount, totalCount: messages.length };
}

export function page(messages: InboxMessage[], extra: Partial<ConversationData> = {}): ConversationData {
  return { messages, totalCount: messages.length, hasMoreBack: false, ...extra };
}

export function pages(...list: ConversationData[]): ConversationPages {
  return { pages: list, pageParams: list.map((_, i) => (i === 0 ? undefined : i)) };
}
