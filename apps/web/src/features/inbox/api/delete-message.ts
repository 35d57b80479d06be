import type { DeleteMessageData } from '@app/shared/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyDeleted } from '../lib/inbox-cache';

/** DELETE /api/inbox/messages/{id}: my own messages only; answers the conversation's remaining count. */
export async function deleteMessage(messageId: number): Promise<DeleteMessageData> {
  const res = await apiRequest<{ data: DeleteMessageData }>(`/api/inbox/messages/${messageId}`, {
    method: 'DELETE',
  });
  return res.data;
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (result) => applyDeleted(queryClient, result),
  });
}
