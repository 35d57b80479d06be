/**
 * The small part of the `centrifuge` client this app uses. The real client satisfies it; unit tests
 * inject a fake (lib/testing/fake-realtime-client.ts). Type-only: importing it never loads `centrifuge`.
 */
export interface ClientInfo {
  client: string;
  user: string;
  connInfo?: unknown;
  chanInfo?: unknown;
}

export interface PublicationContext {
  channel: string;
  data: unknown;
  offset?: number;
  info?: ClientInfo;
}

export interface ClientEventMap {
  connecting: (ctx: { code: number; reason: string }) => void;
  connected: (ctx: { client: string; transport: string; data?: unknown }) => void;
  disconnected: (ctx: { code: number; reason: string }) => void;
  error: (ctx: { type: string; error: { code: number; message: string } }) => void;
}

export interface SubscriptionEventMap {
  /**
   * `wasRecovering` and `recovered` both true: every publication missed meanwhile was delivered.
   * `data`: what the server put in the subscribe reply.
   */
  subscribed: (ctx: {
    channel: string;
    wasRecovering?: boolean;
    recovered?: boolean;
    data?: unknown;
  }) => void;
  /** Lost (the connection went) or not yet confirmed: the client is subscribing again. */
  subscribing: (ctx: { channel: string; code: number; reason: string }) => void;
  unsubscribed: (ctx: { channel: string; code: number; reason: string }) => void;
  publication: (ctx: PublicationContext) => void;
  join: (ctx: { channel: string; info: ClientInfo }) => void;
  leave: (ctx: { channel: string; info: ClientInfo }) => void;
  error: (ctx: { channel: string; type: string; error: { code: number; message: string } }) => void;
}

export interface RealtimeSubscription {
  readonly channel: string;
  /** 'unsubscribed' | 'subscribing' | 'subscribed' */
  readonly state: string;
  on(event: 'subscribed', listener: SubscriptionEventMap['subscribed']): unknown;
  on(event: 'subscribing', listener: SubscriptionEventMap['subscribing']): unknown;
  on(event: 'unsubscribed', listener: SubscriptionEventMap['unsubscribed']): unknown;
  on(event: 'publication', listener: SubscriptionEventMap['publication']): unknown;
  on(event: 'join', listener: SubscriptionEventMap['join']): unknown;
  on(event: 'leave', listener: SubscriptionEventMap['leave']): unknown;
  on(event: 'error', listener: SubscriptionEventMap['error']): unknown;
  subscribe(): void;
  unsubscribe(): void;
  ready(timeout?: number): Promise<void>;
  publish(data: unknown): Promise<unknown>;
  presence(): Promise<{ clients: Record<string, ClientInfo> }>;
}

export interface SubscriptionSettings {
  minResubscribeDelay: number;
  maxResubscribeDelay: number;
  joinLeave?: boolean;
  /** The subscribe command's data, asked again on every (re)subscribe. */
  getData?: () => Promise<unknown>;
}

export interface RealtimeClient {
  /** 'disconnected' | 'connecting' | 'connected' */
  readonly state: string;
  on(event: 'connecting', listener: ClientEventMap['connecting']): unknown;
  on(event: 'connected', listener: ClientEventMap['connected']): unknown;
  on(event: 'disconnected', listener: ClientEventMap['disconnected']): unknown;
  on(event: 'error', listener: ClientEventMap['error']): unknown;
  connect(): void;
  disconnect(): void;
  setToken(token: string): void;
  newSubscription(channel: string, options?: SubscriptionSettings): RealtimeSubscription;
  getSubscription(channel: string): RealtimeSubscription | null;
  removeSubscription(sub: RealtimeSubscription | null): void;
}
