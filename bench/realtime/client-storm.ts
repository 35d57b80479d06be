import { Centrifuge } from 'centrifuge';
import type { Socket } from 'socket.io-client';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import type { NewsPayload } from './shared.ts';
import { browserHeaders, newsChannel, now, personalChannel } from './shared.ts';

// Clients of the reconnect storm: the official `centrifuge` SDK against our server, and
// socket.io-client (with connection state recovery) against Socket.IO. Both record every `news`
// sequence number they see, when they resubscribed after the cut and whether it was recovered.

export interface StormClient {
  /** `news` sequence numbers in arrival order. */
  readonly seqs: number[];
  /** Subscriptions that came back after the cut (2 per client for ours, 1 per client for Socket.IO). */
  resubscribed: number;
  /** Of those, recovered ones. */
  recovered: number;
  /** When the last subscription came back after the cut (0: not yet). */
  resubscribedAt: number;
  /** When the attempt that succeeded started (its WebSocket was created). */
  attemptAt: number;
  /** Connection attempts since the cut. */
  attempts: number;
  readonly expectedSubs: number;
  start(): Promise<void>;
  /** Forgets what happened before the cut (sequence numbers are kept). */
  arm(): void;
  close(): void;
}

/** Official client: reconnect backoff as the web app sets it (500 ms to 60 s, full jitter). */
export class CentrifugeStormClient implements StormClient {
  readonly seqs: number[] = [];
  resubscribed = 0;
  recovered = 0;
  resubscribedAt = 0;
  attemptAt = 0;
  attempts = 0;
  readonly expectedSubs = 2;
  private armed = false;
  private readonly client: Centrifuge;
  private readonly ready: Promise<unknown>;

  constructor(url: string, token: string, userId: number) {
    const self = this;
    // Marks when each connection attempt starts, to tell the server's share from the backoff.
    class TrackedWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { perMessageDeflate: false, headers: browserHeaders });
        self.attemptAt = now();
        if (self.armed) {
          self.attempts += 1;
        }
      }
    }
    this.client = new Centrifuge(url, {
      websocket: TrackedWebSocket,
      token,
      name: 'bench',
      minReconnectDelay: 500,
      maxReconnectDelay: 60_000,
      timeout: 5000,
    });
    this.client.on('error', () => undefined);
    const subscribed: Promise<void>[] = [];
    for (const channel of [newsChannel, personalChannel(userId)]) {
      const subscription = this.client.newSubscription(channel);
      if (channel === newsChannel) {
        subscription.on('publication', (ctx) => {
          this.seqs.push((ctx.data as NewsPayload).seq);
        });
      }
      subscription.on('subscribed', (ctx) => {
        if (!this.armed) {
          return;
        }
        this.resubscribed += 1;
        if (ctx.wasRecovering && ctx.recovered) {
          this.recovered += 1;
        }
        if (this.resubscribed === this.expectedSubs) {
          this.resubscribedAt = now();
        }
      });
      subscription.on('error', () => undefined);
      subscribed.push(
        new Promise<void>((resolve) => {
          subscription.once('subscribed', () => resolve());
        }),
      );
      subscription.subscribe();
    }
    this.ready = Promise.all(subscribed);
  }

  async start(): Promise<void> {
    this.client.connect();
    await this.ready;
  }

  arm(): void {
    this.armed = true;
    this.resubscribed = 0;
    this.recovered = 0;
    this.resubscribedAt = 0;
    this.attempts = 0;
  }

  close(): void {
    this.client.disconnect();
  }
}

/**
 * socket.io-client with the same first-retry window as the official client above (500–1000 ms:
 * 750 ms ± 1/3), then doubling to 60 s. Rooms come back only when the session is recovered;
 * otherwise the client subscribes again (and the messages of the outage are lost).
 */
export class SocketIoStormClient implements StormClient {
  readonly seqs: number[] = [];
  resubscribed = 0;
  recovered = 0;
  resubscribedAt = 0;
  attemptAt = 0;
  attempts = 0;
  readonly expectedSubs = 1;
  private armed = false;
  private readonly socket: Socket;

  constructor(
    url: string,
    token: string,
    private readonly userId: number,
  ) {
    this.socket = io(url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token },
      extraHeaders: { ...browserHeaders },
      reconnectionDelay: 750,
      randomizationFactor: 1 / 3,
      reconnectionDelayMax: 60_000,
    });
    this.socket.io.on('reconnect_attempt', () => {
      this.attemptAt = now();
      if (this.armed) {
        this.attempts += 1;
      }
    });
    this.socket.on('pub', (data: NewsPayload) => {
      this.seqs.push(data.seq);
    });
    this.socket.on('connect', () => {
      if (!this.armed) {
        return;
      }
      this.resubscribed += 1;
      if (this.socket.recovered) {
        this.recovered += 1;
        this.resubscribedAt = now();
        return;
      }
      void this.subscribe().then(() => {
        this.resubscribedAt = now();
      });
    });
  }

  private async subscribe(): Promise<void> {
    await this.socket.timeout(10_000).emitWithAck('subscribe', [newsChannel, personalChannel(this.userId)]);
  }

  async start(): Promise<void> {
    if (!this.socket.connected) {
      await new Promise<void>((resolve, reject) => {
        this.socket.once('connect', () => resolve());
        this.socket.once('connect_error', reject);
      });
    }
    await this.subscribe();
  }

  arm(): void {
    this.armed = true;
    this.resubscribed = 0;
    this.recovered = 0;
    this.resubscribedAt = 0;
    this.attempts = 0;
  }

  close(): void {
    this.socket.disconnect();
  }
}
