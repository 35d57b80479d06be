import type { AdminPasswordResetResponse } from '@app/shared/admin-users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/admin/users/{id}/password-reset: mails the member a reset link. */
export const sendPasswordReset = (id: number) =>
  apiRequest<AdminPasswordResetResponse>(`/api/admin/users/${id}/password-reset`, { method: 'POST' });

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
