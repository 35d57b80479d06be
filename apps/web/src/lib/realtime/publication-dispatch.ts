import { type ParsedChannel, parseChannel } from '@app/shared/channels';
import type { ChannelDecoder, ChannelEvent, ChannelEventMeta } from './channel-events';
import { dispatchChannelEvent } from './channel-handlers';
import { realtimeDebug } from './debug-log';
import { decodeActivityEvent } from './decoders/activity-decoder';
import { decodeGroupActivityEvent } from './decoders/group-activity-decoder';
import { decodeInboxEvent } from './decoders/inbox-decoder';
import { decodeMeetingEvent } from './decoders/meeting-decoder';
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
  groupNews: decodeNewsEvent,
  meetings: decodeMeetingEvent,
  groupActivity: decodeGroupActivityEvent,
};

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

/**
 * Runs the registered handlers of a publication's event (the realtime client calls this; it loads
 * with the client, after sign-in). Unknown payloads are ignored.
 */
export function dispatchPublication(channel: string, data: unknown): void {
  const decoded = decodePublication(channel, data);
  if (!decoded) {
    realtimeDebug('ignored publication', { channel, data });
    return;
  }
  dispatchChannelEvent(decoded.event, decoded.meta, (err) =>
    realtimeDebug('channel handler failed', { channel, event: decoded.event.name, err }),
  );
}
