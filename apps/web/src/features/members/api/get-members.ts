import type { MembersResponse, RosterStatus } from '@app/shared/members';
import type { RoleName } from '@app/shared/permissions';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the roster asks for: the search text, one role or all, and the membership status. */
export interface MembersFilter {
  q: string;
  role: RoleName | null;
  status: RosterStatus;
}

/** A chapter fits in one or two pages of the largest size the server allows. */
export const MEMBERS_PAGE_SIZE = 100;

/** GET /api/members: my group's roster, leadership first by rank, then by name. */
export function getMembers(
  filter: MembersFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<MembersResponse> {
  return apiRequest<MembersResponse>('/api/members', {
    query: {
      q: filter.q.trim() || undefined,
      role: filter.role ?? undefined,
      status: filter.status,
      cursor,
      limit: MEMBERS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const membersQueryKey = (filter?: MembersFilter) =>
  filter ? (['members', { ...filter, q: filter.q.trim() }] as const) : (['members'] as const);

export const membersQueryOptions = (filter: MembersFilter) =>
  infiniteQueryOptions({
    queryKey: membersQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getMembers(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // Typing a search keeps the last answer on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });

export function useMembers(filter: MembersFilter) {
  return useInfiniteQuery(membersQueryOptions(filter));
}
