import type { GroupResponse, UpdateGroupBody } from '@app/shared/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';
import { groupsQueryKey } from '../public/get-groups';
import { groupQueryKey } from './get-group';

export interface UpdateGroupInput {
  id: number;
  body: UpdateGroupBody;
}

/** PATCH /api/admin/groups/{id}: any of the fields; capacity below the active members answers 409. */
export const updateGroup = ({ id, body }: UpdateGroupInput) =>
  apiRequest<GroupResponse>(`/api/admin/groups/${id}`, { method: 'PATCH', body });

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(groupQueryKey(group.id), group);
      // The header shows my group's name from the session.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupsQueryKey(), exact: false }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
