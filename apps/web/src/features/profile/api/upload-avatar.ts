import type { ApiErrorBody } from '@app/shared/errors';
import type { AvatarResponse } from '@app/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getAuthToken } from '@/lib/storage';
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

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/profile/avatar[?userId=] as multipart `file`. XMLHttpRequest rather than fetch: only
 * it reports upload progress. Failures become ApiError like every other call.
 */
export function uploadAvatar({
  photo,
  userId,
  onProgress,
  signal,
}: UploadAvatarInput): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/api/profile/avatar', { userId }));
    xhr.setRequestHeader('accept', 'application/json');
    const token = getAuthToken();
    if (token) {
      xhr.setRequestHeader('authorization', `Bearer ${token}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as AvatarResponse);
        return;
      }
      const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody>;
      reject(new ApiError(xhr.status, body.message ?? `Request failed (${xhr.status})`, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
          type: 'NETWORK_ERROR',
        }),
      );
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', photo, 'avatar.jpg');
    xhr.send(form);
  });
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
