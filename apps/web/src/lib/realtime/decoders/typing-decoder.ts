import { typingEvent } from '@app/shared/realtime';
import type { ChannelEvent } from '../channel-events';

/** typing:user:{id} and typing:conversation:{id}: isTyping picks typing or stop_typing. */
export function decodeTypingEvent(data: unknown): ChannelEvent | null {
  const parsed = typingEvent.safeParse(data);
  if (!parsed.success) {
    return null;
  }
  return { name: parsed.data.isTyping ? 'typing' : 'stop_typing', payload: parsed.data };
}
