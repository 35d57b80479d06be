import type { Permission } from '@app/shared/permissions';
import type { RoleListResponse, RoleResponse } from '@app/shared/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rolesQueryKey } from './get-roles';

export interface UpdateRolePermissionsInput {
  roleId: number;
  permissions: Permission[];
}

/** PUT /api/admin/roles/{id}/permissions: the role's whole set; holders are told live. */
export const updateRolePermissions = ({ roleId, permissions }: UpdateRolePermissionsInput) =>
  apiRequest<RoleResponse>(`/api/admin/roles/${roleId}/permissions`, {
    method: 'PUT',
    body: { permissions },
  });

export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRolePermissions,
    onSuccess: (role) => {
      queryClient.setQueryData<RoleListResponse>(rolesQueryKey, (list) =>
        list ? { ...list, items: list.items.map((r) => (r.id === role.id ? role : r)) } : list,
      );
    },
  });
}
