import type { InboxMessage } from '@app/shared/inbox';
import { useEffect, useRef } from 'react';
import { useMarkConversationRead } from '../api/mark-conversation-read';

/**
 * Reading marks messages read: while a conversation is on screen, any unread message to me in it
 * is marked read (on opening, and as new ones arrive), one request at a time.
 */
export function useMarkReadWhileOpen(conversationId: number, messages: InboxMessage[], myId: number): void {
  const { mutate, isPending } = useMarkConversationRead();
  const newestUnread = messages.reduce(
    (max, m) => (m.recipientId === myId && !m.isRead && m.id > max ? m.id : max),
    0,
  );
  const asked = useRef(0);

  useEffect(() => {
    if (newestUnread === 0 || isPending || asked.current >= newestUnread) {
      return;
    }
    asked.current = newestUnread;
    mutate(conversationId);
  }, [conversationId, newestUnread, isPending, mutate]);
}
