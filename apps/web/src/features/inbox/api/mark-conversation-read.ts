import type { MarkReadData } from '@app/shared/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyRead } from '../lib/inbox-cache';

/** PUT /api/inbox/conversations/{id}/read: marks my messages read; answers them and my unread count. */
export async function markConversationRead(conversationId: number): Promise<MarkReadData> {
  const res = await apiRequest<{ data: MarkReadData }>(`/api/inbox/conversations/${conversationId}/read`, {
    method: 'PUT',
  });
  return res.data;
}

export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (result) => applyRead(queryClient, result, { setUnreadCount: true }),
  });
}
