import type { InboxEvent } from '@app/shared/inbox';
import type {
  ActivityEvent,
  GroupActivityEvent,
  MeetingEvent,
  NewsEvent,
  TypingEvent,
} from '@app/shared/realtime';
import type { SessionUpdateEvent } from '@app/shared/session-update';

/**
 * What the app publishes on realtime channels. Call it after the transaction that made the change
 * has committed. The realtime wiring (realtime/realtime.plugin.ts) provides the implementation.
 */
export interface RealtimePublisher {
  /** On `inbox:{userId}`: inbox events, and `session_update` when what the user may do changed. */
  publishToUser(userId: number, event: InboxEvent | SessionUpdateEvent): Promise<void>;
  publishToConversation(conversationId: number, event: InboxEvent | TypingEvent): Promise<void>;
  publishActivity(userId: number, side: 'given' | 'received', event: ActivityEvent): Promise<void>;
  publishNews(event: NewsEvent): Promise<void>;
  /** On `meetings:{groupId}`: meetings created, edited, cancelled, RSVP counts, visitors' answers. */
  publishMeetings(groupId: number, event: MeetingEvent): Promise<void>;
  /** On `group-activity:{groupId}`: the group's figures changed (a slip, an attendance sheet). */
  publishGroupActivity(groupId: number, event: GroupActivityEvent): Promise<void>;
  /** Closes every live connection of the user (no reconnect). */
  disconnectUser(userId: number): Promise<void>;
  /**
   * Ends the user's subscriptions to the channel on every node with the protocol's server
   * unsubscribe (code 2000: the client does not resubscribe by itself).
   */
  unsubscribeUser(userId: number, channel: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}
