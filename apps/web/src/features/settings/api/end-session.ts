import type { MessageResponse } from '@app/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/sessions/{id}: signs that device out. */
export const endSession = (id: number) =>
  apiRequest<MessageResponse>(`/api/sessions/${id}`, { method: 'DELETE' });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast({ title: 'Signed out', description: 'That device has been signed out.', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => showApiErrorToast(error),
  });
}
