import { normalizeInboxEvent } from '@app/shared/inbox';
import type { ChannelEvent } from '../channel-events';

/** inbox:{userId} and conversation:{id}: action/payload events, or the flat new_message form. */
export function decodeInboxEvent(data: unknown): ChannelEvent | null {
  const event = normalizeInboxEvent(data);
  if (!event) {
    return null;
  }
  switch (event.action) {
    case 'new_message':
      return { name: 'new_message', payload: event.payload };
    case 'message_read':
      return { name: 'message_read', payload: event.payload };
    case 'message_deleted':
      return { name: 'message_deleted', payload: event.payload };
  }
}
