import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Under the activity area's root key, so its live handlers' refreshes reach it too. */
export const myStatsKey = (months: number) => ['activities', 'stats', months] as const;
export const myStatsRootKey = ['activities', 'stats'] as const;

/** GET /api/activities/stats?months=: my numbers, confirmed and pending apart, and the traffic light. */
export const myStatsQueryOptions = (months: number) =>
  queryOptions({
    queryKey: myStatsKey(months),
    queryFn: ({ signal }) =>
      apiRequest<ActivityStatsResponse>('/api/activities/stats', { query: { months }, signal }),
    staleTime: 60_000,
  });

export function useMyStats(months: number) {
  return useQuery(myStatsQueryOptions(months));
}
