import { type ParsedChannel, parseChannel } from '@app/shared/realtime';
import type {
  ChannelDecoder,
  ChannelEvent,
  ChannelEventMap,
  ChannelEventMeta,
  ChannelEventName,
} from './channel-events';
import { realtimeDebug } from './debug-log';
import { decodeActivityEvent } from './decoders/activity-decoder';
import { decodeInboxEvent } from './decoders/inbox-decoder';
import { decodeNewsEvent } from './decoders/news-decoder';
import { decodeTypingEvent } from './decoders/typing-decoder';

/** One decoder per channel kind; payloads are validated with the schemas of packages/shared. */
const DECODERS: Record<ParsedChannel['kind'], ChannelDecoder> = {
  inbox: decodeInboxEvent,
  conversation: decodeInboxEvent,
  typingUser: decodeTypingEvent,
  typingConversation: decodeTypingEvent,
  activityGiven: decodeActivityEvent,
  activityReceived: decodeActivityEvent,
  news: decodeNewsEvent,
};

export type ChannelHandler<K extends ChannelEventName> = (
  payload: ChannelEventMap[K],
  meta: ChannelEventMeta,
) => void;

type AnyHandler = (payload: ChannelEvent['payload'], meta: ChannelEventMeta) => void;
const handlers = new Map<ChannelEventName, Set<AnyHandler>>();

/**
 * Registers a small handler for one event name (e.g. 'new_message'); features call this instead of
 * listening to channels themselves. Answers the function that removes it. Importing this module
 * does not load the realtime client.
 */
export function registerChannelHandler<K extends ChannelEventName>(
  name: K,
  handler: ChannelHandler<K>,
): () => void {
  let set = handlers.get(name);
  if (!set) {
    set = new Set();
    handlers.set(name, set);
  }
  // Safe: dispatch only hands a handler the payload of the event it was registered for.
  const stored = handler as AnyHandler;
  set.add(stored);
  return () => {
    set.delete(stored);
  };
}

/** Validates and decodes a publication; unknown channels and payloads give null. */
export function decodePublication(
  channel: string,
  data: unknown,
): { event: ChannelEvent; meta: ChannelEventMeta } | null {
  const parsed = parseChannel(channel);
  if (!parsed) {
    return null;
  }
  const event = DECODERS[parsed.kind](data);
  return event ? { event, meta: { channel, parsed } } : null;
}

/** Runs the handlers of a publication's event. Unknown payloads are ignored; a throwing handler never stops the others. */
export function dispatchPublication(channel: string, data: unknown): void {
  const decoded = decodePublication(channel, data);
  if (!decoded) {
    realtimeDebug('ignored publication', { channel, data });
    return;
  }
  for (const handler of handlers.get(decoded.event.name) ?? []) {
    try {
      handler(decoded.event.payload, decoded.meta);
    } catch (err) {
      realtimeDebug('channel handler failed', { channel, event: decoded.event.name, err });
    }
  }
}

/** Test support: forget every handler. */
export function clearChannelHandlers(): void {
  handlers.clear();
}
