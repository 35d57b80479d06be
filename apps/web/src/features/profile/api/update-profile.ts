import type { ProfileResponse, UpdateProfileBody } from '@app/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';
import { profileQueryKey } from './get-profile';

export interface UpdateProfileInput {
  body: UpdateProfileBody;
  /** Another member's profile (manage_members and a higher rank); my own without it. */
  userId?: number;
}

/** PUT /api/profile[?userId=]: name, company, phone, classification, bio and website. */
export const updateProfile = ({ body, userId }: UpdateProfileInput) =>
  apiRequest<ProfileResponse>('/api/profile', { method: 'PUT', body, query: { userId } });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, { userId }) => {
      queryClient.setQueryData(profileQueryKey(profile.id), profile);
      if (userId === undefined) {
        queryClient.setQueryData(profileQueryKey(), profile);
        return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
      return undefined;
    },
  });
}
