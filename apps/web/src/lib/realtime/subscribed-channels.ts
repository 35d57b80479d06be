/**
 * The channels whose subscription the server has confirmed and that are still held, written to
 * <html data-realtime-subscribed="inbox:7 news ..."> (sorted, space-separated; no attribute when
 * there are none). End-to-end tests wait on it before they make a change another page must see
 * live. A data attribute: nothing for assistive technology, no style hangs on it, and it names only
 * the signed-in user's own channels.
 */
export const SUBSCRIBED_CHANNELS_ATTRIBUTE = 'data-realtime-subscribed';

const subscribed = new Set<string>();

function reflect(): void {
  if (typeof document === 'undefined') {
    return;
  }
  const root = document.documentElement;
  if (subscribed.size === 0) {
    root.removeAttribute(SUBSCRIBED_CHANNELS_ATTRIBUTE);
  } else {
    root.setAttribute(SUBSCRIBED_CHANNELS_ATTRIBUTE, [...subscribed].sort().join(' '));
  }
}

/** A channel's subscription was confirmed (true), or is lost, resubscribing or released (false). */
export function setChannelSubscribed(channel: string, isSubscribed: boolean): void {
  if (subscribed.has(channel) === isSubscribed) {
    return;
  }
  if (isSubscribed) {
    subscribed.add(channel);
  } else {
    subscribed.delete(channel);
  }
  reflect();
}

export function subscribedChannels(): string[] {
  return [...subscribed].sort();
}

/** Test support and a new client: nothing subscribed. */
export function resetSubscribedChannels(): void {
  subscribed.clear();
  reflect();
}
