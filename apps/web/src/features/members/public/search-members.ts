import type { MembersResponse } from '@app/shared/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Enough people for a picker: typing narrows the list further. */
const PICKER_LIMIT = 30;

export const memberSearchQueryKey = (q: string) => ['activities', 'member-search', q] as const;

/** GET /api/members?q=: active members of my group, for choosing who a slip is for. */
export function searchMembers(q: string, signal?: AbortSignal): Promise<MembersResponse> {
  return apiRequest<MembersResponse>('/api/members', {
    query: { q: q.trim() || undefined, status: 'active', limit: PICKER_LIMIT },
    ...(signal ? { signal } : {}),
  });
}

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: memberSearchQueryKey(q.trim()),
    queryFn: ({ signal }) => searchMembers(q, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useMemberSearch(q: string) {
  return useQuery(memberSearchQueryOptions(q));
}
