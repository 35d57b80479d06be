import { channels } from '@app/shared/channels';
import type { TypingEvent } from '@app/shared/realtime';
import { useCallback, useEffect, useRef } from 'react';
import { loadRealtimeClient } from '@/lib/realtime/load-realtime-client';

/** The realtime client, imported on demand: the page does not carry it before its first paint. */

/** After this long without a keystroke, I have stopped typing. */
export const TYPING_PAUSE_MS = 2500;
/** While typing on, "still typing" is repeated this often (receivers drop silent indicators). */
export const TYPING_REPEAT_MS = 3000;

/**
 * Publishes my typing status on typing:conversation:{id} with the delayed publish (300 ms after
 * subscribing): typing on the first keystroke (repeated while it lasts), not typing after a
 * pause, on send and when leaving.
 */
export function useTypingPublisher(conversationId: number, me: { id: number; name: string }) {
  const state = useRef<{ typing: boolean; lastSent: number; pause: ReturnType<typeof setTimeout> | null }>({
    typing: false,
    lastSent: 0,
    pause: null,
  });

  const publish = useCallback(
    (isTyping: boolean) => {
      const event: TypingEvent = {
        userId: me.id,
        userName: me.name,
        isTyping,
        timestamp: Date.now(),
        conversationId,
      };
      // Publications wait for the same import, so they go out in the order they were made.
      void loadRealtimeClient()
        .then(({ publishDelayed }) => publishDelayed(channels.typingConversation(conversationId), event))
        .catch(() => undefined);
    },
    [conversationId, me.id, me.name],
  );

  const stopTyping = useCallback(() => {
    const s = state.current;
    if (s.pause) {
      clearTimeout(s.pause);
      s.pause = null;
    }
    if (s.typing) {
      s.typing = false;
      publish(false);
    }
  }, [publish]);

  const onInput = useCallback(() => {
    const s = state.current;
    const now = Date.now();
    if (!s.typing || now - s.lastSent >= TYPING_REPEAT_MS) {
      s.typing = true;
      s.lastSent = now;
      publish(true);
    }
    if (s.pause) {
      clearTimeout(s.pause);
    }
    s.pause = setTimeout(stopTyping, TYPING_PAUSE_MS);
  }, [publish, stopTyping]);

  useEffect(() => stopTyping, [stopTyping]);

  return { onInput, stopTyping };
}
