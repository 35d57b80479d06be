import type { AvatarResponse } from '@app/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyAvatarChange } from '../lib/apply-avatar-change';

/** DELETE /api/profile/avatar[?userId=]: back to initials. */
export const deleteAvatar = (userId?: number) =>
  apiRequest<AvatarResponse>('/api/profile/avatar', { method: 'DELETE', query: { userId } });

export function useDeleteAvatar(profileId: number, own: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAvatar(own ? undefined : profileId),
    onSuccess: () => applyAvatarChange(queryClient, { profileId, own, profileImageUrl: null }),
  });
}
