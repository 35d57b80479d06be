import type { InviteVisitorBody, VisitorItem } from '@app/shared/visitors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRootKey } from '@/features/meetings/public/get-meetings';
import { apiRequest } from '@/lib/api-client';
import { visitorsQueryKey } from './get-visitors';

function useVisitorMutation<TInput, TAnswer>(mutationFn: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
        // The meeting page lists its visitors.
        queryClient.invalidateQueries({ queryKey: meetingsRootKey }),
      ]),
  });
}

/** POST /api/visitors: mails the accept and decline links; the same address twice to one meeting is 409. */
export function useInviteVisitor() {
  return useVisitorMutation((body: InviteVisitorBody) =>
    apiRequest<VisitorItem>('/api/visitors', { method: 'POST', body }),
  );
}

/** POST /api/visitors/{id}/resend: the invitation mail again, with fresh links. */
export function useResendInvitation() {
  return useVisitorMutation((id: number) =>
    apiRequest<VisitorItem>(`/api/visitors/${id}/resend`, { method: 'POST' }),
  );
}

/** DELETE /api/visitors/{id}: the invitation withdrawn; its links stop working. */
export function useCancelInvitation() {
  return useVisitorMutation((id: number) => apiRequest<unknown>(`/api/visitors/${id}`, { method: 'DELETE' }));
}
