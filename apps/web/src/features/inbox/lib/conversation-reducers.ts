import type { ConversationData, InboxMessage } from '@app/shared/inbox';
import type { ConversationPages } from '../api/conversation-query-key';

const bySentAt = (a: InboxMessage, b: InboxMessage) =>
  Date.parse(a.sentAt) - Date.parse(b.sentAt) || a.id - b.id;

/** New inbox message in its open conversation: appended in sentAt order, once. */
export function appendMessage(page: ConversationData, message: InboxMessage): ConversationData {
  if (page.messages.some((m) => m.id === message.id)) {
    return page;
  }
  return { ...page, messages: [...page.messages, message].sort(bySentAt), totalCount: page.totalCount + 1 };
}

export function markMessagesRead(page: ConversationData, messageIds: readonly number[]): ConversationData {
  const ids = new Set(messageIds);
  if (!page.messages.some((m) => ids.has(m.id) && !m.isRead)) {
    return page;
  }
  return { ...page, messages: page.messages.map((m) => (ids.has(m.id) ? { ...m, isRead: true } : m)) };
}

/** message_deleted: the message goes; totalCount drops (to the server's count when it sends one). */
export function removeMessage(
  page: ConversationData,
  deleted: { messageId: number; totalCount?: number },
): ConversationData {
  const present = page.messages.some((m) => m.id === deleted.messageId);
  const totalCount = deleted.totalCount ?? (present ? page.totalCount - 1 : page.totalCount);
  if (!present && totalCount === page.totalCount) {
    return page;
  }
  return {
    ...page,
    messages: present ? page.messages.filter((m) => m.id !== deleted.messageId) : page.messages,
    totalCount: Math.max(0, totalCount),
  };
}

/** Appends to the newest page and keeps every page's totalCount equal. */
export function appendToPages(pages: ConversationPages, message: InboxMessage): ConversationPages {
  if (pages.pages.some((p) => p.messages.some((m) => m.id === message.id))) {
    return pages;
  }
  const [newest, ...older] = pages.pages;
  if (!newest) {
    return pages;
  }
  const updated = appendMessage(newest, message);
  return { ...pages, pages: [updated, ...older.map((p) => ({ ...p, totalCount: updated.totalCount }))] };
}

export function readInPages(pages: ConversationPages, messageIds: readonly number[]): ConversationPages {
  const next = pages.pages.map((p) => markMessagesRead(p, messageIds));
  return next.every((p, i) => p === pages.pages[i]) ? pages : { ...pages, pages: next };
}

export function removeFromPages(
  pages: ConversationPages,
  deleted: { messageId: number; totalCount?: number },
): ConversationPages {
  const present = pages.pages.some((p) => p.messages.some((m) => m.id === deleted.messageId));
  const current = pages.pages[0]?.totalCount ?? 0;
  const totalCount = deleted.totalCount ?? (present ? current - 1 : current);
  if (!present && totalCount === current) {
    return pages;
  }
  return {
    ...pages,
    pages: pages.pages.map((p) => removeMessage(p, { messageId: deleted.messageId, totalCount })),
  };
}

/** Every loaded message, oldest first, each once. */
export function flattenPages(pages: ConversationPages | undefined): InboxMessage[] {
  if (!pages) {
    return [];
  }
  const seen = new Set<number>();
  const all: InboxMessage[] = [];
  for (const page of [...pages.pages].reverse()) {
    for (const m of page.messages) {
      if (!seen.has(m.id)) {
        seen.add(m.id);
        all.push(m);
      }
    }
  }
  return all.sort(bySentAt);
}
