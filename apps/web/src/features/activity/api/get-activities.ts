import type { ActivityListResponse } from '@app/shared/activities';
import type { ActivityDirection, ActivityKind } from '@app/shared/activity-kinds';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '../lib/activity-query-keys';

export interface ActivityFilter {
  direction: ActivityDirection;
  kind: ActivityKind | null;
  status: string | null;
}

export const ACTIVITY_PAGE_SIZE = 50;

/** Every list of slips shares this prefix: live events invalidate them all at once. */
export const activityListsQueryKey = activityKeys.lists;
export const activityListQueryKey = (filter: ActivityFilter) => [...activityListsQueryKey, filter] as const;

/** GET /api/activities?direction=&kind=&status=: my slips, newest first, with the filter's totals. */
export function getActivities(
  filter: ActivityFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ActivityListResponse> {
  return apiRequest<ActivityListResponse>('/api/activities', {
    query: {
      direction: filter.direction,
      kind: filter.kind ?? undefined,
      status: filter.status ?? undefined,
      cursor,
      limit: ACTIVITY_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const activitiesQueryOptions = (filter: ActivityFilter) =>
  infiniteQueryOptions({
    queryKey: activityListQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getActivities(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useActivities(filter: ActivityFilter) {
  return useInfiniteQuery(activitiesQueryOptions(filter));
}
