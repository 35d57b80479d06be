import type { FeedUrlResponse } from '@app/shared/calendar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const feedUrlQueryKey = ['calendar', 'feed-url'] as const;

/**
 * GET /api/calendar/feed-url: my private subscribe URL. Only its hash is stored, so the URL comes
 * back only when it is made (the first time); afterwards `url` is null until I replace it.
 */
export function useFeedUrl(enabled: boolean) {
  return useQuery({
    queryKey: feedUrlQueryKey,
    queryFn: ({ signal }) => apiRequest<FeedUrlResponse>('/api/calendar/feed-url', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/calendar/feed-url: a new URL; the old one stops working at once. */
export function useReplaceFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<FeedUrlResponse>('/api/calendar/feed-url', { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(feedUrlQueryKey, answer),
  });
}
