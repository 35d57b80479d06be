import type { RoleListResponse } from '@app/shared/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/roles: every role by rank with its permissions (the matrix). */
export const getRoles = (signal?: AbortSignal) =>
  apiRequest<RoleListResponse>('/api/admin/roles', signal ? { signal } : {});

export const rolesQueryKey = ['admin-roles'] as const;

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: rolesQueryKey, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
