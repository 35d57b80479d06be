import type { MessageResponse, RegisterBody } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/register: answers `{ message }`. */
export const registerAccount = (body: RegisterBody) =>
  apiRequest<MessageResponse>('/api/register', { method: 'POST', body, auth: false });

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
