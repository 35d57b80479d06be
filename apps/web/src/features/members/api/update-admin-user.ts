import type { AdminUserItem, UpdateAdminUserBody } from '@app/shared/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export interface UpdateAdminUserInput {
  id: number;
  body: UpdateAdminUserBody;
}

/** PATCH /api/admin/users/{id}: name, phone, classification, role, or isActive (deactivate). */
export const updateAdminUser = ({ id, body }: UpdateAdminUserInput) =>
  apiRequest<AdminUserItem>(`/api/admin/users/${id}`, { method: 'PATCH', body });

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey() }),
  });
}
