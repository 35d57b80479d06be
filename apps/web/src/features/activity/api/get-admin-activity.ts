import type { AdminActivityResponse } from '@app/shared/activities';
import type { ActivityKind, ActivityStatus } from '@app/shared/activity-kinds';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface AdminActivityFilter {
  kind: ActivityKind | null;
  status: ActivityStatus | null;
  memberId: number | null;
  /** YYYY-MM-DD, whole days, `to` inclusive. */
  from: string | null;
  to: string | null;
}

const PAGE_SIZE = 50;

export const adminActivityQueryKey = (filter?: AdminActivityFilter) =>
  filter ? (['admin', 'activity', filter] as const) : (['admin', 'activity'] as const);

/** GET /api/admin/activity: every slip of the group with the filter's totals (leadership). */
export function getAdminActivity(filter: AdminActivityFilter, cursor?: string, signal?: AbortSignal) {
  return apiRequest<AdminActivityResponse>('/api/admin/activity', {
    query: {
      kind: filter.kind,
      status: filter.status,
      memberId: filter.memberId,
      from: filter.from,
      to: filter.to,
      cursor,
      limit: PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const adminActivityQueryOptions = (filter: AdminActivityFilter) =>
  infiniteQueryOptions({
    queryKey: adminActivityQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getAdminActivity(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminActivity(filter: AdminActivityFilter) {
  return useInfiniteQuery(adminActivityQueryOptions(filter));
}
