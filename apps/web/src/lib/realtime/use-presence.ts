import { useEffect, useState } from 'react';
import { realtimeDebug } from './debug-log';
import { loadRealtimeClient } from './load-realtime-client';
import type { ClientInfo } from './realtime-types';
import { channelHasPresence } from './subscription-registry';

const EMPTY: ClientInfo[] = [];

/**
 * Who is on a channel with presence (conversation:{id}); refreshed on subscribe, join and leave.
 * Other channels (and null) answer an empty list without asking the server.
 */
export function usePresence(channel: string | null): ClientInfo[] {
  const [state, setState] = useState<{ channel: string; clients: ClientInfo[] } | null>(null);
  const enabled = channel !== null && channelHasPresence(channel);

  useEffect(() => {
    if (!channel || !enabled) {
      return;
    }
    let active = true;
    let stop: (() => void) | null = null;
    // The client loads on demand (the conversation's own channel loads it too, after the first paint).
    void loadRealtimeClient()
      .then(({ getRealtimeClient, observeChannel }) => {
        if (!active) {
          return;
        }
        const refresh = () => {
          const sub = getRealtimeClient().getSubscription(channel);
          if (sub?.state !== 'subscribed') {
            return;
          }
          sub
            .presence()
            .then((result) => {
              if (active) {
                setState({ channel, clients: Object.values(result.clients) });
              }
            })
            .catch((err: unknown) => realtimeDebug('presence failed', { channel, err }));
        };
        stop = observeChannel(channel, { subscribed: refresh, join: refresh, leave: refresh });
        // Already subscribed by another user of the channel: no 'subscribed' event will come.
        refresh();
      })
      .catch((err: unknown) => realtimeDebug('presence failed', { channel, err }));
    return () => {
      active = false;
      stop?.();
    };
  }, [channel, enabled]);

  return enabled && state?.channel === channel ? state.clients : EMPTY;
}
