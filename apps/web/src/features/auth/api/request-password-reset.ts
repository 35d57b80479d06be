import type { MessageResponse } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reset-password `{ email }`: the same answer whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body: { email }, auth: false });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
