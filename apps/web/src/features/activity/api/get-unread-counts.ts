import type { UnreadCountsResponse } from '@app/shared/activities';
import { UNREAD_COUNTS_STALE_MS } from '@app/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useActivityLive } from '../hooks/use-activity-live';
import { activityKeys } from '../lib/activity-query-keys';

export const unreadCountsQueryKey = activityKeys.unreadCounts;

/** GET /api/activities/unread-counts: `{ givenCount, receivedCount }`. */
export const getUnreadCounts = () => apiRequest<UnreadCountsResponse>('/api/activities/unread-counts');

/** Stale after 30 s, refetched when the window regains focus (docs/architecture.md 16.7). */
export const unreadCountsQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountsQueryKey,
    queryFn: getUnreadCounts,
    staleTime: UNREAD_COUNTS_STALE_MS,
    refetchOnWindowFocus: true,
  });

/** The counts, kept current by the live activity events while anything shows them. */
export function useUnreadCounts(options: { enabled?: boolean } = {}) {
  useActivityLive();
  return useQuery({ ...unreadCountsQueryOptions(), enabled: options.enabled ?? true });
}
