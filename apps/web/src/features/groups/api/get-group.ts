import type { GroupResponse } from '@app/shared/groups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/groups/{id}: one group (another group than one's own answers 404). */
export const getGroup = (id: number, signal?: AbortSignal) =>
  apiRequest<GroupResponse>(`/api/admin/groups/${id}`, signal ? { signal } : {});

export const groupQueryKey = (id: number) => ['admin-groups', 'detail', id] as const;

export const groupQueryOptions = (id: number) =>
  queryOptions({ queryKey: groupQueryKey(id), queryFn: ({ signal }) => getGroup(id, signal) });

export function useGroup(id: number | null) {
  return useQuery({ ...groupQueryOptions(id ?? 0), enabled: id !== null });
}
