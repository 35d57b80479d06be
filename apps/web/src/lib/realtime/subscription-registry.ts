import { parseChannel } from '@app/shared/channels';
import { REALTIME } from '@app/shared/constants';
import { realtimeDebug } from './debug-log';
import type {
  PublicationContext,
  RealtimeClient,
  RealtimeSubscription,
  SubscriptionEventMap,
  SubscriptionSettings,
} from './realtime-types';
import { createRefCounted } from './ref-counted';

/** What a user of a channel may listen to; every callback is optional. */
export interface ChannelObserver {
  publication?: (ctx: PublicationContext) => void;
  subscribed?: () => void;
  join?: SubscriptionEventMap['join'];
  leave?: SubscriptionEventMap['leave'];
}

interface Entry {
  sub: RealtimeSubscription;
  subscribedAt: number | null;
  /** The last user let go: a late event of the subscription says nothing. */
  released: boolean;
  observers: Set<ChannelObserver>;
}

export interface SubscriptionRegistryDeps {
  getClient: () => RealtimeClient;
  /** Every publication of every channel goes here too (the handler registry). */
  onPublication: (channel: string, data: unknown) => void;
  /**
   * A channel became subscribed without recovering what was published before (its first
   * subscription, or a reconnect past the history window): what was read over HTTP may be stale.
   */
  onResync?: (channel: string) => void;
  /**
   * What a channel's subscribe command carries, read again on every (re)subscribe; null: nothing.
   * Data the server puts in a subscribe reply goes to `onPublication` as one of the channel's
   * publications (inbox:{me} answers a session_update there, docs/architecture.md 15.7).
   */
  subscribeData?: (channel: string) => (() => unknown) | null;
  /**
   * A held channel's subscription was confirmed (true), or was lost, is resubscribing or was
   * released (false): what <html data-realtime-subscribed> shows (subscribed-channels.ts).
   */
  onSubscribedChange?: (channel: string, subscribed: boolean) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface SubscriptionRegistry {
  acquire(channel: string): RealtimeSubscription;
  release(channel: string): void;
  /** acquire + listen; the answer releases and stops listening. */
  observe(channel: string, observer: ChannelObserver): () => void;
  publishDelayed(channel: string, data: unknown): Promise<boolean>;
  refCount(channel: string): number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Conversation channels carry presence and join/leave (docs/architecture.md 7). */
export function channelHasPresence(channel: string): boolean {
  return parseChannel(channel)?.kind === 'conversation';
}

function settingsFor(channel: string, data: (() => unknown) | null): SubscriptionSettings {
  return {
    minResubscribeDelay: REALTIME.minResubscribeDelayMs,
    maxResubscribeDelay: REALTIME.maxResubscribeDelayMs,
    ...(channelHasPresence(channel) ? { joinLeave: true } : {}),
    ...(data ? { getData: async () => data() } : {}),
  };
}

/**
 * Reference-counted subscriptions: the first user of a channel subscribes, the last release
 * unsubscribes and drops the subscription from the client.
 */
export function createSubscriptionRegistry(deps: SubscriptionRegistryDeps): SubscriptionRegistry {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;

  // The last release unsubscribes and drops the subscription from the client.
  const entries = createRefCounted<Entry>((entry, channel) => {
    entry.released = true;
    entry.observers.clear();
    entry.sub.unsubscribe();
    deps.getClient().removeSubscription(entry.sub);
    deps.onSubscribedChange?.(channel, false);
  });

  const notify = <K extends keyof ChannelObserver>(
    entry: Entry,
    key: K,
    run: (fn: NonNullable<ChannelObserver[K]>) => void,
  ) => {
    for (const observer of entry.observers) {
      const fn = observer[key];
      if (fn) {
        try {
          run(fn);
        } catch (err) {
          realtimeDebug('channel observer failed', { channel: entry.sub.channel, err });
        }
      }
    }
  };

  const create = (channel: string): Entry => {
    const client = deps.getClient();
    const existing = client.getSubscription(channel);
    const sub =
      existing ??
      client.newSubscription(channel, settingsFor(channel, deps.subscribeData?.(channel) ?? null));
    const entry: Entry = { sub, subscribedAt: null, released: false, observers: new Set() };
    const subscribedChanged = (subscribed: boolean) => {
      if (!entry.released) {
        deps.onSubscribedChange?.(channel, subscribed);
      }
    };
    sub.on('subscribed', (ctx) => {
      entry.subscribedAt = now();
      realtimeDebug('subscribed', { channel, data: ctx.data });
      subscribedChanged(true);
      if (ctx.data !== undefined && ctx.data !== null) {
        deps.onPublication(channel, ctx.data);
      }
      if (!(ctx.wasRecovering && ctx.recovered)) {
        deps.onResync?.(channel);
      }
      notify(entry, 'subscribed', (fn) => fn());
    });
    sub.on('subscribing', (ctx) => {
      entry.subscribedAt = null;
      realtimeDebug('subscribing', { channel, code: ctx.code });
      subscribedChanged(false);
    });
    sub.on('unsubscribed', (ctx) => {
      entry.subscribedAt = null;
      realtimeDebug('unsubscribed', { channel, code: ctx.code });
      subscribedChanged(false);
    });
    sub.on('publication', (ctx) => {
      realtimeDebug('publication', { channel, data: ctx.data });
      deps.onPublication(channel, ctx.data);
      notify(entry, 'publication', (fn) => fn(ctx));
    });
    sub.on('join', (ctx) => notify(entry, 'join', (fn) => fn(ctx)));
    sub.on('leave', (ctx) => notify(entry, 'leave', (fn) => fn(ctx)));
    sub.on('error', (ctx) =>
      realtimeDebug('subscription error', { channel, type: ctx.type, error: ctx.error }),
    );
    if (sub.state === 'unsubscribed') {
      sub.subscribe();
    } else if (sub.state === 'subscribed') {
      subscribedChanged(true);
    }
    return entry;
  };

  const acquire = (channel: string): RealtimeSubscription => entries.hold(channel, () => create(channel)).sub;

  const release = (channel: string): void => entries.release(channel);

  const observe = (channel: string, observer: ChannelObserver): (() => void) => {
    acquire(channel);
    const entry = entries.get(channel);
    entry?.observers.add(observer);
    let done = false;
    return () => {
      if (done) {
        return;
      }
      done = true;
      entries.get(channel)?.observers.delete(observer);
      release(channel);
    };
  };

  /** Publishes once the channel has been subscribed for 300 ms (docs/architecture.md 16.7); never throws. */
  const publishDelayed = async (channel: string, data: unknown): Promise<boolean> => {
    const sub = acquire(channel);
    try {
      if (sub.state !== 'subscribed') {
        await sub.ready(REALTIME.requestTimeoutMs);
      }
      const subscribedAt = entries.get(channel)?.subscribedAt ?? now();
      const wait = subscribedAt + REALTIME.delayedPublishMs - now();
      if (wait > 0) {
        await sleep(wait);
      }
      await sub.publish(data);
      realtimeDebug('published', { channel, data });
      return true;
    } catch (err) {
      realtimeDebug('publish failed', { channel, data, err });
      return false;
    } finally {
      release(channel);
    }
  };

  return {
    acquire,
    release,
    observe,
    publishDelayed,
    refCount: (channel) => entries.count(channel),
  };
}
