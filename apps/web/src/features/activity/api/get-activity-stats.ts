import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '../lib/activity-query-keys';

/** GET /api/activities/stats?months=6: my numbers, confirmed and provisional apart. */
export const getActivityStats = (signal?: AbortSignal) =>
  apiRequest<ActivityStatsResponse>('/api/activities/stats', {
    query: { months: 6 },
    ...(signal ? { signal } : {}),
  });

export const activityStatsQueryOptions = () =>
  queryOptions({ queryKey: activityKeys.stats, queryFn: ({ signal }) => getActivityStats(signal) });

export function useActivityStats(options: { enabled: boolean }) {
  return useQuery({ ...activityStatsQueryOptions(), enabled: options.enabled });
}
