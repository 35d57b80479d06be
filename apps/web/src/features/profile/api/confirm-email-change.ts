import type { MessageResponse } from '@app/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth/session';

/** POST /api/profile/email/confirm `{ token }`: public; the token of the mailed link is the credential. */
export const confirmEmailChange = (token: string) =>
  apiRequest<MessageResponse>('/api/profile/email/confirm', {
    method: 'POST',
    body: { token },
    auth: false,
  });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A signed-in device shows the new address (or learns that its session has ended).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
