import type { ChangePasswordBody, MessageResponse } from '@app/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** POST /api/password with the current password; the server ends my other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<MessageResponse>('/api/password', { method: 'POST', body });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
