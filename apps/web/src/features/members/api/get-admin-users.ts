import type { AdminUsersResponse } from '@app/shared/admin-users';
import type { MembershipStatus } from '@app/shared/membership-status';
import type { RoleName } from '@app/shared/permissions';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The list's filters: search text, one membership status (or deactivated accounts), one role. */
export interface AdminUsersFilter {
  q: string;
  /** A membership status, `deactivated` for accounts switched off, or null for everyone. */
  status: MembershipStatus | 'deactivated' | null;
  role: RoleName | null;
}

export const ADMIN_USERS_PAGE_SIZE = 25;

/** GET /api/admin/users: `{ items, total, nextCursor }`, leadership first by rank, then by name. */
export function getAdminUsers(
  filter: AdminUsersFilter,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const deactivated = filter.status === 'deactivated';
  return apiRequest<AdminUsersResponse>('/api/admin/users', {
    query: {
      q: filter.q.trim() || undefined,
      status: deactivated ? undefined : (filter.status ?? undefined),
      isActive: deactivated ? 'false' : undefined,
      role: filter.role ?? undefined,
      cursor,
      limit: ADMIN_USERS_PAGE_SIZE,
    },
    ...(signal ? { signal } : {}),
  });
}

export const adminUsersQueryKey = (filter?: AdminUsersFilter) =>
  filter ? (['admin-users', { ...filter, q: filter.q.trim() }] as const) : (['admin-users'] as const);

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  infiniteQueryOptions({
    queryKey: adminUsersQueryKey(filter),
    queryFn: ({ pageParam, signal }) => getAdminUsers(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(filter: AdminUsersFilter) {
  return useInfiniteQuery(adminUsersQueryOptions(filter));
}
