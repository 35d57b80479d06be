import { useEffect, useRef } from 'react';
import { observeChannel } from './realtime-client';
import type { PublicationContext } from './realtime-types';

/**
 * Holds a channel while mounted (reference-counted: the first user subscribes, the last
 * unsubscribes) and hands its publications to `onPublication`. The handler is read through a ref,
 * so a new function each render does not resubscribe. `null` holds nothing.
 * Validated, typed events are also dispatched to `registerChannelHandler` handlers.
 */
export function useChannel(
  channel: string | null,
  onPublication?: ((publication: PublicationContext) => void) | null,
): void {
  const handler = useRef(onPublication);
  handler.current = onPublication;

  useEffect(() => {
    if (!channel) {
      return;
    }
    return observeChannel(channel, { publication: (ctx) => handler.current?.(ctx) });
  }, [channel]);
}
