import type { InboxMessage, SendMessageBody } from '@app/shared/inbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { receiveMessage } from '../lib/inbox-cache';
import { seenMessageIds } from '../lib/seen-messages';

/** POST /api/inbox/messages: `{ recipientId, content, conversationId? }` answers the stored message. */
export async function sendMessage(body: SendMessageBody): Promise<InboxMessage> {
  const res = await apiRequest<{ data: InboxMessage }>('/api/inbox/messages', { method: 'POST', body });
  return res.data;
}

/** Sends, then shows the message at once (the live new_message that follows is recognised as seen). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      if (user) {
        receiveMessage(queryClient, seenMessageIds, message, { myId: user.id, openConversationId: null });
      }
    },
  });
}
