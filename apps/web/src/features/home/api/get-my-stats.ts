import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The rolling months up to now, or `month`: this calendar month in the group's timezone. */
export type StatsWindow = number | 'month';

/** Under the activity area's root key, so its live handlers' refreshes reach it too. */
export const myStatsKey = (window: StatsWindow) => ['activities', 'stats', window] as const;
export const myStatsRootKey = ['activities', 'stats'] as const;

/** GET /api/activities/stats?months= (or ?period=month): my numbers, confirmed and pending apart, and the traffic light. */
export const myStatsQueryOptions = (window: StatsWindow) =>
  queryOptions({
    queryKey: myStatsKey(window),
    queryFn: ({ signal }) =>
      apiRequest<ActivityStatsResponse>('/api/activities/stats', {
        query: window === 'month' ? { period: 'month' } : { months: window },
        signal,
      }),
    staleTime: 60_000,
  });

export function useMyStats(window: StatsWindow) {
  return useQuery(myStatsQueryOptions(window));
}
