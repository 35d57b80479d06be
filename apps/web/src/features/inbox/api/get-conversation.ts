import type { ConversationData } from '@app/shared/inbox';
import { DEFAULT_CONVERSATION_PAGE } from '@app/shared/inbox-limits';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { conversationQueryKey } from './conversation-query-key';

/** GET /api/inbox/conversations/{id}?before=&limit=: a page, oldest first within it. */
export async function getConversationPage(
  conversationId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ConversationData> {
  const res = await apiRequest<{ data: ConversationData }>(`/api/inbox/conversations/${conversationId}`, {
    query: { before, limit: DEFAULT_CONVERSATION_PAGE },
    ...(signal ? { signal } : {}),
  });
  return res.data;
}

export const conversationQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: conversationQueryKey(conversationId),
    queryFn: ({ pageParam, signal }) => getConversationPage(conversationId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ConversationData) => (last.hasMoreBack ? last.messages[0]?.id : undefined),
    staleTime: 30_000,
    // Not there or not mine (404) does not get better by asking again.
    retry: (count: number, error: unknown) =>
      count < 1 && !(error instanceof ApiError && error.status === 404),
  });

export function useConversation(conversationId: number) {
  return useInfiniteQuery(conversationQueryOptions(conversationId));
}
