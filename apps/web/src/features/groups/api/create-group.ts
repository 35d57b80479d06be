import type { CreateGroupBody, GroupResponse } from '@app/shared/groups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { groupsQueryKey } from '../public/get-groups';
import { groupQueryKey } from './get-group';

/** POST /api/admin/groups (manage_groups): a new group with a fresh join code. */
export const createGroup = (body: CreateGroupBody) =>
  apiRequest<GroupResponse>('/api/admin/groups', { method: 'POST', body });

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupQueryKey(group.id), group);
      return queryClient.invalidateQueries({ queryKey: groupsQueryKey() });
    },
  });
}
