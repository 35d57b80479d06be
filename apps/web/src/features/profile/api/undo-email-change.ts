import type { MessageResponse } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/profile/email/undo `{ token }`: public; the token of the link mailed to the old address. */
export const undoEmailChange = (token: string) =>
  apiRequest<MessageResponse>('/api/profile/email/undo', {
    method: 'POST',
    body: { token },
    auth: false,
  });

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
