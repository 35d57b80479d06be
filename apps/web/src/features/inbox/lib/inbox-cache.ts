import type { InboxMessage, MarkReadData } from '@app/shared/inbox';
import type { QueryClient } from '@tanstack/react-query';
import { type ConversationPages, conversationQueryKey } from '../api/conversation-query-key';
import { type InboxCache, inboxQueryKey } from '../api/get-inbox';
import { appendToPages, readInPages, removeFromPages } from './conversation-reducers';
import {
  clearNewFlag,
  deleteInInbox,
  type ReceiveContext,
  readInInbox,
  receiveInInbox,
} from './inbox-reducers';
import type { SeenMessages } from './seen-messages';

/** Applies the live rules to the cached queries (the list and, when loaded, the conversation). */

function updateInbox(queryClient: QueryClient, update: (inbox: InboxCache) => InboxCache): void {
  queryClient.setQueryData<InboxCache>(inboxQueryKey, (inbox) => (inbox ? update(inbox) : inbox));
}

function updateConversation(
  queryClient: QueryClient,
  conversationId: number,
  update: (pages: ConversationPages) => ConversationPages,
): void {
  queryClient.setQueryData<ConversationPages>(conversationQueryKey(conversationId), (pages) =>
    pages ? update(pages) : pages,
  );
}

/** A new message, once: answers false (and changes nothing) when its id was already seen. */
export function receiveMessage(
  queryClient: QueryClient,
  seen: SeenMessages,
  message: InboxMessage,
  ctx: ReceiveContext,
): boolean {
  if (seen.has(message.id)) {
    return false;
  }
  seen.add(message.id);
  updateInbox(queryClient, (inbox) => receiveInInbox(inbox, message, ctx));
  updateConversation(queryClient, message.conversationId, (pages) => appendToPages(pages, message));
  return true;
}

/** Messages read (by me: my count is set; by the other side: read receipts on my messages). */
export function applyRead(
  queryClient: QueryClient,
  read: MarkReadData,
  options: { setUnreadCount: boolean },
): void {
  updateInbox(queryClient, (inbox) => readInInbox(inbox, read, options));
  updateConversation(queryClient, read.conversationId, (pages) => readInPages(pages, read.messageIds));
}

/** A message deleted: out of the conversation and the list; the list is refetched when it showed it. */
export function applyDeleted(
  queryClient: QueryClient,
  deleted: {
    messageId: number;
    conversationId: number;
    totalCount: number;
    unreadCount?: number | undefined;
  },
): void {
  updateConversation(queryClient, deleted.conversationId, (pages) => removeFromPages(pages, deleted));
  let listed = false;
  updateInbox(queryClient, (inbox) => {
    const result = deleteInInbox(inbox, deleted);
    listed = result.listed;
    return result.inbox;
  });
  if (listed) {
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey, exact: true });
  }
}

export function clearNew(queryClient: QueryClient, conversationId: number): void {
  updateInbox(queryClient, (inbox) => clearNewFlag(inbox, conversationId));
}
