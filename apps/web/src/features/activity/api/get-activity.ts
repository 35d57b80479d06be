import type { ActivityItem } from '@app/shared/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { activityKeys } from '../lib/activity-query-keys';

export const activityQueryKey = activityKeys.one;

/** GET /api/activities/{id}: one slip of mine (giver or receiver; 404 otherwise). */
export const getActivity = (id: number, signal?: AbortSignal) =>
  apiRequest<ActivityItem>(`/api/activities/${id}`, { ...(signal ? { signal } : {}) });

export const activityQueryOptions = (id: number) =>
  queryOptions({ queryKey: activityQueryKey(id), queryFn: ({ signal }) => getActivity(id, signal) });

export function useActivity(id: number | null) {
  return useQuery({ ...activityQueryOptions(id ?? 0), enabled: id !== null });
}
