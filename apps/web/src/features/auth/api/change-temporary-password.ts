import type { ChangePasswordBody, MessageResponse } from '@app/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';

/** POST /api/password: replaces the temporary password; the session reloads without mustChangePassword. */
export const changeTemporaryPassword = (body: ChangePasswordBody) =>
  apiRequest<MessageResponse>('/api/password', { method: 'POST', body });

export function useChangeTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTemporaryPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
