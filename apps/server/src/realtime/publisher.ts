import type { InboxEvent } from '@app/shared/inbox';
import type { ActivityEvent, NewsEvent, TypingEvent } from '@app/shared/realtime';

/**
 * What the app publishes on realtime channels. Call it after the transaction that made the change
 * has committed. The realtime wiring (realtime/realtime.plugin.ts) provides the implementation.
 */
export interface RealtimePublisher {
  publishToUser(userId: number, event: InboxEvent): Promise<void>;
  publishToConversation(conversationId: number, event: InboxEvent | TypingEvent): Promise<void>;
  publishActivity(userId: number, side: 'given' | 'received', event: ActivityEvent): Promise<void>;
  publishNews(event: NewsEvent): Promise<void>;
  /** Closes every live connection of the user (no reconnect). */
  disconnectUser(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimePublisher;
  }
}
