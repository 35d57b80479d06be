import { useEffect, useRef } from 'react';
import { afterPaintWhenIdle } from '@/lib/after-paint';
import { loadRealtimeClient } from './load-realtime-client';
import type { PublicationContext } from './realtime-types';

/**
 * Holds a channel while mounted (reference-counted: the first user subscribes, the last
 * unsubscribes) and hands its publications to `onPublication`. The handler is read through a ref,
 * so a new function each render does not resubscribe. `null` holds nothing.
 * Validated, typed events are also dispatched to `registerChannelHandler` handlers.
 *
 * The realtime client (centrifuge) is imported on demand, so a page using this hook does not
 * carry it before its first paint (docs/architecture.md 10).
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
    let stop: (() => void) | null = null;
    let unmounted = false;
    let later: ReturnType<typeof setTimeout> | undefined;
    // Once the page has painted and the browser has a moment, not in the commit that mounted it:
    // loading the client's chunks and subscribing would otherwise hold back the first paint on a
    // slow phone. The connection itself starts then too (RealtimeRoot), so nothing is lost.
    const start = afterPaintWhenIdle(() => {
      loadRealtimeClient()
        .then(({ observeChannel }) => {
          // Each channel in a task of its own: a page's channels all wait for the same import,
          // and subscribing to all of them at once made one long task on a slow phone.
          later = setTimeout(() => {
            if (!unmounted) {
              stop = observeChannel(channel, { publication: (ctx) => handler.current?.(ctx) });
            }
          }, 0);
        })
        .catch(() => undefined);
    });
    return () => {
      unmounted = true;
      start.cancel();
      clearTimeout(later);
      stop?.();
    };
  }, [channel]);
}
