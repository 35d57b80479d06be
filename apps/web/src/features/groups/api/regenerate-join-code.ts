import type { GroupResponse } from '@app/shared/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { groupsQueryKey } from '../public/get-groups';
import { groupQueryKey } from './get-group';

/** POST /api/admin/groups/{id}/join-code: a new random code; the old one stops working. */
export const regenerateJoinCode = (id: number) =>
  apiRequest<GroupResponse>(`/api/admin/groups/${id}/join-code`, { method: 'POST' });

export function useRegenerateJoinCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateJoinCode,
    onSuccess: (group) => {
      queryClient.setQueryData(groupQueryKey(group.id), group);
      return queryClient.invalidateQueries({ queryKey: groupsQueryKey() });
    },
  });
}
