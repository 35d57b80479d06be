import type { GroupResponse } from '@app/shared/groups';
import { can } from '@app/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import type { MeetingItem } from './meeting-types';

/** The group's IANA zone: from the meeting when the server sends it, else from the group (view_group). */
export function useGroupZone(meeting: MeetingItem | undefined): string | null {
  const { user } = useSession();
  const own = meeting?.groupTimezone ?? meeting?.timezone ?? null;
  const groupId = user?.group?.id ?? null;
  const mayRead = user ? can(user, { permission: 'view_group' }) : false;
  const group = useQuery({
    // The admin area's key for the same call: one cache entry.
    queryKey: ['admin-groups', 'detail', groupId ?? 0],
    queryFn: ({ signal }) => apiRequest<GroupResponse>(`/api/admin/groups/${groupId}`, { signal }),
    enabled: !own && mayRead && groupId !== null,
    staleTime: 10 * 60 * 1000,
  });
  return own ?? group.data?.timezone ?? null;
}
