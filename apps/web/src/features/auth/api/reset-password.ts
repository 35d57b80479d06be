import type { MessageResponse } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reset-password/{token} `{ password }`. */
export const resetPassword = (input: { token: string; password: string }) =>
  apiRequest<MessageResponse>(`/api/reset-password/${encodeURIComponent(input.token)}`, {
    method: 'POST',
    body: { password: input.password },
    auth: false,
  });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
