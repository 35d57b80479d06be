import type { InboxData, InboxMessage } from '@app/shared/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A conversation's newest message in the list, with the client-only 'new' flag (docs/architecture.md 16.3). */
export type InboxListMessage = InboxMessage & { new?: boolean };

/** What the ['inbox'] query holds: GET /api/inbox's data, list entries possibly flagged new. */
export interface InboxCache extends Omit<InboxData, 'messages'> {
  messages: InboxListMessage[];
}

/** The key the navigation badge reads too (useInboxUnreadCount). */
export const inboxQueryKey = ['inbox'] as const;

/** GET /api/inbox: `{ data: { messages, unreadCount, totalCount }, status }`. */
export async function getInbox(signal?: AbortSignal): Promise<InboxCache> {
  const res = await apiRequest<{ data: InboxData }>('/api/inbox', signal ? { signal } : {});
  return res.data;
}

/**
 * Live updates keep it current, so it is never stale by time; it is refetched when the window
 * regains focus (a phone waking up) and after a deletion changes a conversation's latest message.
 */
export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: inboxQueryKey,
    queryFn: ({ signal }) => getInbox(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export function useInbox() {
  return useQuery(inboxQueryOptions());
}
