import type { AvatarResponse } from '@app/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload-file';
import { applyAvatarChange } from '../lib/apply-avatar-change';

export interface UploadAvatarInput {
  /** The cropped square photo. */
  photo: Blob;
  /** Another member's picture (manage_members); my own without it. */
  userId?: number;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/profile/avatar[?userId=] as multipart `file`, with upload progress (1 once the server
 * has answered). Failures become ApiError like every other call.
 */
export async function uploadAvatar({
  photo,
  userId,
  onProgress,
  signal,
}: UploadAvatarInput): Promise<AvatarResponse> {
  const answer = await uploadFile<AvatarResponse>('/api/profile/avatar', {
    query: { userId },
    file: photo,
    fileName: 'avatar.jpg',
    onProgress,
    signal,
  });
  onProgress?.(1);
  return answer;
}

/** Uploads a member's picture and refreshes every place that shows it. */
export function useUploadAvatar(profileId: number, own: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<UploadAvatarInput, 'userId'>) =>
      uploadAvatar({ ...input, ...(own ? {} : { userId: profileId }) }),
    onSuccess: ({ profileImageUrl }) => applyAvatarChange(queryClient, { profileId, own, profileImageUrl }),
  });
}
