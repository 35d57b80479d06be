import { parseChannel } from '@app/shared/channels';
import { loadOnce } from '../load-once';
import { dispatchChannelEvent } from './channel-handlers';
import { realtimeDebug } from './debug-log';

// The payload schemas (zod and the event schemas of packages/shared, about 20 ms to evaluate on a
// phone) load with the first publication, not with the realtime client: a page that receives
// nothing never runs them. Until they have loaded, publications and resyncs wait in a queue, so
// handlers see them in the order they arrived.

type Decoding = typeof import('./publication-dispatch');

const loadDecoding = loadOnce(() => import('./publication-dispatch'));

/** A publication to decode, or a resync (which needs no schemas). */
type Job = { kind: 'publication'; channel: string; data: unknown } | { kind: 'resync'; channel: string };

let decoding: Decoding | null = null;
let loading = false;
const queue: Job[] = [];

/** Tells the `channel_resync` handlers that a channel may have missed publications. */
function dispatchResync(channel: string): void {
  const parsed = parseChannel(channel);
  if (!parsed) {
    return;
  }
  dispatchChannelEvent({ name: 'channel_resync', payload: { channel } }, { channel, parsed }, (err) =>
    realtimeDebug('channel handler failed', { channel, event: 'channel_resync', err }),
  );
}

function startLoading(): void {
  if (loading) {
    return;
  }
  loading = true;
  loadDecoding().then(
    (loaded) => {
      decoding = loaded;
      loading = false;
      drain();
    },
    (err: unknown) => {
      // The chunk did not arrive (a dropped connection): the waiting publications are lost, so
      // their channels are resynced instead (their queries asked again); the next one tries again.
      loading = false;
      realtimeDebug('payload schemas failed to load', { err });
      const channels = new Set(queue.splice(0).map((job) => job.channel));
      for (const channel of channels) {
        dispatchResync(channel);
      }
    },
  );
}

function drain(): void {
  while (queue.length > 0) {
    const job = queue[0];
    if (!job) {
      return;
    }
    if (job.kind === 'resync') {
      queue.shift();
      dispatchResync(job.channel);
    } else if (decoding) {
      queue.shift();
      decoding.dispatchPublication(job.channel, job.data);
    } else {
      startLoading();
      return;
    }
  }
}

/** Decodes a publication and runs its handlers: at once, or once the payload schemas have loaded. */
export function dispatchPublicationInOrder(channel: string, data: unknown): void {
  queue.push({ kind: 'publication', channel, data });
  drain();
}

/** Runs a channel's `channel_resync` handlers, after any publication still waiting for its schemas. */
export function dispatchResyncInOrder(channel: string): void {
  queue.push({ kind: 'resync', channel });
  drain();
}
