import type { MessageResponse } from '@app/shared/auth';
import type { UpdateEmailBody } from '@app/shared/profile';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * PUT /api/profile/email with my current password. Nothing changes yet: the server mails a
 * confirmation link to the new address (answer 202 with a message to show).
 */
export const changeEmail = (body: Pick<UpdateEmailBody, 'email' | 'currentPassword'>) =>
  apiRequest<MessageResponse>('/api/profile/email', { method: 'PUT', body });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
