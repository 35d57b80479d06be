import type { CreateAdminUserBody, CreatedAdminUser } from '@app/shared/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

/** POST /api/admin/users: an active member; the server mails a temporary password. */
export const createAdminUser = (body: CreateAdminUserBody) =>
  apiRequest<CreatedAdminUser>('/api/admin/users', { method: 'POST', body });

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey() }),
  });
}
