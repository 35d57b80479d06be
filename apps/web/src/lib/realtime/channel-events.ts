import type { ParsedChannel } from '@app/shared/channels';
import type { InboxEvent } from '@app/shared/inbox';
import type {
  ActivityEvent,
  GroupActivityEvent,
  MeetingEvent,
  NewsEvent,
  TypingEvent,
} from '@app/shared/realtime';
import type { SessionUpdateEvent } from '@app/shared/session-update';

type InboxPayload<A extends InboxEvent['action']> = Extract<InboxEvent, { action: A }>['payload'];

/**
 * Every event the server publishes, by name (docs/architecture.md 12). Names reuse the payloads'
 * own vocabulary: inbox actions, activity types, typing / stop_typing, news.
 */
export interface ChannelEventMap {
  new_message: InboxPayload<'new_message'>;
  message_read: InboxPayload<'message_read'>;
  message_deleted: InboxPayload<'message_deleted'>;
  typing: TypingEvent;
  stop_typing: TypingEvent;
  read_status_update: Extract<ActivityEvent, { type: 'read_status_update' }>;
  one_to_one_update: Extract<ActivityEvent, { type: 'one_to_one_update' }>;
  activity_created: Extract<ActivityEvent, { type: 'activity_created' | 'activity_status' }>;
  activity_status: Extract<ActivityEvent, { type: 'activity_created' | 'activity_status' }>;
  news: NewsEvent;
  /** group-activity:{groupId}: the group's figures changed (a slip of `kind`, or `attendance`). */
  group_activity: GroupActivityEvent;
  /** meetings:{groupId}: any meeting change or RSVP count (its `type` says which). */
  meeting: MeetingEvent;
  /**
   * Any channel: it was (re)subscribed without recovering what was published meanwhile (first
   * subscription after the page read its data, or a reconnect past the history window). Features
   * refetch what they show from that channel.
   */
  channel_resync: { channel: string };
  /** inbox:{userId}: what I may do changed; the app swaps in a fresh token. */
  session_update: SessionUpdateEvent['payload'];
}

export type ChannelEventName = keyof ChannelEventMap;

export type ChannelEvent = {
  [K in ChannelEventName]: { name: K; payload: ChannelEventMap[K] };
}[ChannelEventName];

/** Where an event came from, handed to every handler. */
export interface ChannelEventMeta {
  channel: string;
  parsed: ParsedChannel;
}

/** Turns one channel's raw publication into a validated event, or null when it is not one. */
export type ChannelDecoder = (data: unknown) => ChannelEvent | null;
