import { normalizeInboxEvent } from '@app/shared/inbox';
import { sessionUpdateEvent } from '@app/shared/session-update';
import type { ChannelEvent } from '../channel-events';

/**
 * inbox:{userId} and conversation:{id}: action/payload events, or the flat new_message form; the
 * personal inbox also carries session_update (its handler ignores it from any other channel).
 */
export function decodeInboxEvent(data: unknown): ChannelEvent | null {
  const update = sessionUpdateEvent.safeParse(data);
  if (update.success) {
    return { name: 'session_update', payload: update.data.payload };
  }
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
