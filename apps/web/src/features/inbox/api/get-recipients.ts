import type { Recipient } from '@app/shared/inbox';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const recipientsQueryKey = (q: string) => ['inbox', 'recipients', q] as const;

/** GET /api/inbox/recipients?q=: the people I may write to, by name. */
export async function getRecipients(q: string, signal?: AbortSignal): Promise<Recipient[]> {
  const res = await apiRequest<{ data: Recipient[] }>('/api/inbox/recipients', {
    query: { q: q.trim() || undefined },
    ...(signal ? { signal } : {}),
  });
  return res.data;
}

export const recipientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: recipientsQueryKey(q.trim()),
    queryFn: ({ signal }) => getRecipients(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useRecipients(q: string) {
  return useQuery(recipientsQueryOptions(q));
}
