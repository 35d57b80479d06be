import type {
  ClientEventMap,
  ClientInfo,
  RealtimeClient,
  RealtimeSubscription,
  SubscriptionEventMap,
  SubscriptionSettings,
} from '@/lib/realtime/realtime-types';

type Listener = (ctx: never) => void;

class Emitter<Events extends { [K in keyof Events]: (ctx: never) => void }> {
  private readonly listeners = new Map<keyof Events, Set<Listener>>();

  on<E extends keyof Events>(event: E, listener: Events[E]): this {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return this;
  }

  emit<E extends keyof Events>(event: E, ctx: Parameters<Events[E]>[0]): void {
    for (const l of this.listeners.get(event) ?? []) {
      (l as (c: Parameters<Events[E]>[0]) => void)(ctx);
    }
  }

  listenerCount(event: keyof Events): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}

/** A Centrifuge-like subscription driven by the test: call `emit` to play server events. */
export class FakeSubscription extends Emitter<SubscriptionEventMap> implements RealtimeSubscription {
  state = 'unsubscribed';
  readonly published: unknown[] = [];
  presenceClients: Record<string, ClientInfo> = {};
  subscribeCalls = 0;
  unsubscribeCalls = 0;
  private waiters: (() => void)[] = [];

  constructor(
    readonly channel: string,
    readonly options: SubscriptionSettings | undefined,
  ) {
    super();
  }

  subscribe(): void {
    this.subscribeCalls += 1;
    this.state = 'subscribing';
  }

  unsubscribe(): void {
    this.unsubscribeCalls += 1;
    const was = this.state;
    this.state = 'unsubscribed';
    if (was !== 'unsubscribed') {
      this.emit('unsubscribed', { channel: this.channel, code: 0, reason: 'unsubscribe called' });
    }
  }

  ready(): Promise<void> {
    if (this.state === 'subscribed') {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  async publish(data: unknown): Promise<unknown> {
    this.published.push(data);
    return {};
  }

  async presence(): Promise<{ clients: Record<string, ClientInfo> }> {
    return { clients: this.presenceClients };
  }

  /** The subscription was lost (its connection went): the client subscribes again by itself. */
  lost(code = 0, reason = 'transport closed'): void {
    this.state = 'subscribing';
    this.emit('subscribing', { channel: this.channel, code, reason });
  }

  /**
   * The server confirmed the subscription (`recovery`: a resubscription and whether it recovered;
   * `data`: the reply's data).
   */
  confirm(recovery?: { recovered: boolean } | null, data?: unknown): void {
    this.state = 'subscribed';
    this.emit('subscribed', {
      channel: this.channel,
      ...(recovery ? { wasRecovering: true, recovered: recovery.recovered } : {}),
      ...(data === undefined ? {} : { data }),
    });
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) {
      w();
    }
  }
}

/** A Centrifuge-like client driven by the test. */
export class FakeRealtimeClient extends Emitter<ClientEventMap> implements RealtimeClient {
  state = 'disconnected';
  connectCalls = 0;
  disconnectCalls = 0;
  token = '';
  readonly subs = new Map<string, FakeSubscription>();
  readonly removed: string[] = [];

  connect(): void {
    this.connectCalls += 1;
    if (this.state === 'disconnected') {
      this.state = 'connecting';
      this.emit('connecting', { code: 0, reason: 'connect called' });
    }
  }

  disconnect(): void {
    this.disconnectCalls += 1;
    if (this.state !== 'disconnected') {
      this.state = 'disconnected';
      this.emit('disconnected', { code: 0, reason: 'disconnect called' });
    }
  }

  setToken(token: string): void {
    this.token = token;
  }

  newSubscription(channel: string, options?: SubscriptionSettings): FakeSubscription {
    if (this.subs.has(channel)) {
      throw new Error(`Subscription to the channel ${channel} already exists`);
    }
    const sub = new FakeSubscription(channel, options);
    this.subs.set(channel, sub);
    return sub;
  }

  getSubscription(channel: string): FakeSubscription | null {
    return this.subs.get(channel) ?? null;
  }

  removeSubscription(sub: RealtimeSubscription | null): void {
    if (sub) {
      this.subs.delete(sub.channel);
      this.removed.push(sub.channel);
    }
  }

  /** Server side: the connect reply arrived. */
  serverConnected(data?: unknown): void {
    this.state = 'connected';
    this.emit('connected', { client: 'c1', transport: 'websocket', data });
  }

  /** Connection lost; the client retries by itself. */
  serverLost(code = 1, reason = 'transport closed'): void {
    this.state = 'connecting';
    this.emit('connecting', { code, reason });
  }

  /** The client stopped for good with this code. */
  serverClosed(code: number, reason = 'closed'): void {
    this.state = 'disconnected';
    this.emit('disconnected', { code, reason });
  }

  attemptFailed(type = 'transport', code = 2): void {
    this.emit('error', { type, error: { code, message: 'failed' } });
  }
}
