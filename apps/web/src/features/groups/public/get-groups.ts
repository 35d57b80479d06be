import type { GroupListResponse, GroupStatus } from '@app/shared/groups';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface GroupsFilter {
  q: string;
  status: GroupStatus | null;
}

export const GROUPS_PAGE_SIZE = 50;

/** GET /api/admin/groups: every group for administrators, one's own group for anyone else. */
export function getGroups(filter: GroupsFilter, cursor?: number, signal?: AbortSignal) {
  return apiRequest<GroupListResponse>('/api/admin/groups', {
    query: {
      q: filter.q.trim() || undefined,
      status: filter.status ?? undefined,
      cursor,
      limit: GROUPS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const groupsQueryKey = (filter?: GroupsFilter) =>
  filter
    ? (['admin-groups', 'list', { ...filter, q: filter.q.trim() }] as const)
    : (['admin-groups', 'list'] as const);

export const groupsQueryOptions = (filter: GroupsFilter) =>
  infiniteQueryOptions({
    queryKey: groupsQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getGroups(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useGroups(filter: GroupsFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...groupsQueryOptions(filter), enabled: options.enabled ?? true });
}
