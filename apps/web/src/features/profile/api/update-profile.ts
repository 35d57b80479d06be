import type { ProfileResponse, UpdateProfileBody } from '@app/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile: my own name, company, phone, bio and classification. */
export const updateProfile = (body: UpdateProfileBody) =>
  apiRequest<ProfileResponse>('/api/profile', { method: 'PUT', body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(), profile);
      queryClient.setQueryData(profileQueryKey(profile.id), profile);
      return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
