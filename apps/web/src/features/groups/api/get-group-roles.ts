import type { GroupRolesResponse } from '@app/shared/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/groups/{id}/roles: each role of the ranking with the active members holding it. */
export const getGroupRoles = (id: number, signal?: AbortSignal) =>
  apiRequest<GroupRolesResponse>(`/api/admin/groups/${id}/roles`, signal ? { signal } : {});

export const groupRolesQueryKey = (id: number) => ['admin-groups', 'roles', id] as const;

export const groupRolesQueryOptions = (id: number) =>
  queryOptions({ queryKey: groupRolesQueryKey(id), queryFn: ({ signal }) => getGroupRoles(id, signal) });

export function useGroupRoles(id: number) {
  return useQuery(groupRolesQueryOptions(id));
}
