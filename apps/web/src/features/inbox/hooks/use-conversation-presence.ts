import { channels } from '@app/shared/channels';
import { useChannel } from '@/lib/realtime/use-channel';
import { usePresence } from '@/lib/realtime/use-presence';

/**
 * Holds conversation:{id} while the page is open (its new_message / message_deleted events reach
 * the live handlers) and answers whether the other participant is connected to it (presence).
 */
export function useConversationPresence(conversationId: number, otherUserId: number | null): boolean {
  const channel = channels.conversation(conversationId);
  useChannel(channel);
  const clients = usePresence(channel);
  return otherUserId !== null && clients.some((c) => c.user === String(otherUserId));
}
