import type { ConversationData } from '@app/shared/inbox';
import type { InfiniteData } from '@tanstack/react-query';

// Apart from get-conversation.ts so the live inbox handlers (on every signed-in page) can reach a
// conversation's cache without loading the conversation page's fetcher and its schemas module.

/** Pages newest first: pages[0] is the latest page; each next page is older (pageParam = before id). */
export type ConversationPages = InfiniteData<ConversationData, unknown>;

export const conversationQueryKey = (conversationId: number) =>
  ['inbox', 'conversation', conversationId] as const;
