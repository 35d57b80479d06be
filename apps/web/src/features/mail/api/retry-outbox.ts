import type { OutboxItem } from '@app/shared/outbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

/** POST /api/admin/outbox/{id}/retry (administrators): a failed mail or text goes back in the queue. */
export function useRetryOutbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<OutboxItem>(`/api/admin/outbox/${id}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  });
}
