import { channels } from '@app/shared/channels';
import { useEffect, useState } from 'react';
import { registerChannelHandler } from '@/lib/realtime/channel-handlers';
import { useChannel } from '@/lib/realtime/use-channel';
import { applyTyping, expireTyping, TYPING_TTL_MS, type TypingEntry } from '../lib/typing-reducers';

/** Who else is typing in this conversation (typing:conversation:{id}), dropped after a silence. */
export function useTypingIndicators(conversationId: number, myId: number): TypingEntry[] {
  const [typing, setTyping] = useState<TypingEntry[]>([]);
  useChannel(channels.typingConversation(conversationId));

  useEffect(() => {
    setTyping([]);
    const onEvent = (
      event: Parameters<typeof applyTyping>[1],
      meta: { parsed: { kind: string; id?: number } },
    ) => {
      if (meta.parsed.kind !== 'typingConversation' || meta.parsed.id !== conversationId) {
        return;
      }
      setTyping((list) => applyTyping(list, event, { myId, conversationId, now: Date.now() }));
    };
    const removers = [
      registerChannelHandler('typing', onEvent),
      registerChannelHandler('stop_typing', onEvent),
    ];
    return () => {
      for (const remove of removers) {
        remove();
      }
    };
  }, [conversationId, myId]);

  const someone = typing.length > 0;
  useEffect(() => {
    if (!someone) {
      return;
    }
    const timer = setInterval(() => setTyping((list) => expireTyping(list, Date.now())), TYPING_TTL_MS / 4);
    return () => clearInterval(timer);
  }, [someone]);

  return typing;
}
