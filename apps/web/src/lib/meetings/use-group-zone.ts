import type { GroupResponse } from '@app/shared/groups';
import { can } from '@app/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

/** My group's IANA zone (GET /api/admin/groups/{id}, view_group); null while unknown or not readable. */
export function useGroupZone(): string | null {
  const { user } = useSession();
  const groupId = user?.group?.id ?? null;
  const mayRead = user ? can(user, { permission: 'view_group' }) : false;
  const group = useQuery({
    // The admin area's key for the same call: one cache entry.
    queryKey: ['admin-groups', 'detail', groupId ?? 0],
    queryFn: ({ signal }) => apiRequest<GroupResponse>(`/api/admin/groups/${groupId}`, { signal }),
    enabled: mayRead && groupId !== null,
    staleTime: 10 * 60 * 1000,
  });
  return group.data?.timezone ?? null;
}
