import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ChannelSubscription, SubscriptionOwner } from './channel-subscription.ts';
import { DisconnectCode, ErrorCode, UnsubscribeCode, unsubscribeReasons } from './codes.ts';
import { decodeCommands, encodeError, encodeRawResult, encodeResult, pingMessage } from './command-codec.ts';
import { dispatchCommand } from './command-dispatch.ts';
import { CommandRateLimiter } from './command-rate-limiter.ts';
import { disconnectReason } from './disconnect-reason.ts';
import type { RealtimeError } from './errors.ts';
import type { ProtocolCommand } from './protocol-messages.ts';
import type { ServerContext } from './server-context.ts';
import { releaseSubscription } from './subscription-release.ts';
import type { Transport } from './transport.ts';

const maxTimerDelay = 2 ** 31 - 1;

/** One client connection on any transport: protocol state, timers and output queue. */
export class ClientConnection implements SubscriptionOwner {
  readonly id = randomUUID();
  /** Emulation credential: secret, unlike the client id that others see in presence. */
  readonly session = randomUUID();
  state: 'connecting' | 'connected' | 'closed' = 'connecting';
  userId = '';
  connInfo: unknown;
  name = '';
  version = '';
  expiresAt = 0;
  /** When the last unanswered ping was sent (0: none). */
  pingSentAt = 0;
  readonly subscriptions = new Map<string, ChannelSubscription>();
  private queue: Promise<void> = Promise.resolve();
  private output: string[] = [];
  private flushScheduled = false;
  private readonly rateLimiter: CommandRateLimiter | null;
  private staleTimer: NodeJS.Timeout | null;
  private expiryTimer: NodeJS.Timeout | null = null;
  private closed: Promise<void> | null = null;

  constructor(
    readonly server: ServerContext,
    readonly transport: Transport,
    readonly remoteAddress: string,
    readonly headers: IncomingHttpHeaders,
  ) {
    const rate = server.options.commandRate;
    this.rateLimiter = rate === null ? null : new CommandRateLimiter(rate, Date.now());
    this.staleTimer = setTimeout(() => {
      void this.disconnect(DisconnectCode.Stale);
    }, server.options.staleCloseDelayMs);
    server.registry.add(this);
  }

  /** Handles one frame of newline-delimited commands. */
  receive(frame: string): void {
    if (this.state === 'closed') {
      return;
    }
    const commands = decodeCommands(frame);
    if (commands === null) {
      void this.disconnect(DisconnectCode.BadRequest);
      return;
    }
    const accepted: ProtocolCommand[] = [];
    const now = Date.now();
    for (const command of commands) {
      if (command.method === 'pong') {
        this.pingSentAt = 0;
        continue;
      }
      const decision = this.rateLimiter?.take(now) ?? 'allowed';
      if (decision === 'exceeded') {
        void this.disconnect(DisconnectCode.TooManyRequests);
        return;
      }
      if (decision === 'limited') {
        if (command.id > 0) {
          this.write(
            encodeError(command.id, {
              code: ErrorCode.TooManyRequests,
              message: 'too many requests',
              temporary: true,
            }),
          );
        }
        continue;
      }
      accepted.push(command);
    }
    if (accepted.length > 0) {
      this.queue = this.queue
        .then(() => this.process(accepted))
        .catch((error: unknown) => {
          this.server.logger.error({ err: error, client: this.id }, 'realtime command processing failed');
        });
    }
  }

  // Commands of one connection run one at a time, in arrival order.
  private async process(commands: readonly ProtocolCommand[]): Promise<void> {
    for (const command of commands) {
      if (this.state === 'closed') {
        return;
      }
      await dispatchCommand(this, command);
      // A failed connect makes the rest of its frame void.
      if (command.method === 'connect' && this.state !== 'connected') {
        return;
      }
    }
  }

  write(message: string): void {
    if (this.state === 'closed') {
      return;
    }
    this.output.push(message);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  reply(id: number, method: string, result: object): void {
    this.write(encodeResult(id, method, result));
  }

  replyRaw(id: number, method: string, resultJson: string): void {
    this.write(encodeRawResult(id, method, resultJson));
  }

  replyError(id: number, error: RealtimeError): void {
    const payload = error.temporary
      ? { code: error.code, message: error.message, temporary: true }
      : { code: error.code, message: error.message };
    this.write(encodeError(id, payload));
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.output.length === 0) {
      return;
    }
    const batch = this.output;
    this.output = [];
    this.transport.send(batch);
    if (this.closed === null && this.transport.bufferedBytes() > this.server.options.maxQueueSize) {
      void this.disconnect(DisconnectCode.Slow);
    }
  }

  /** Marks the connection authenticated: timers and indexes for server-side operations. */
  connected(userId: string, expiresAt: number): void {
    this.userId = userId;
    this.state = 'connected';
    if (this.staleTimer !== null) {
      clearTimeout(this.staleTimer);
      this.staleTimer = null;
    }
    this.server.registry.connected(this);
    this.setExpiry(expiresAt);
  }

  /** (Re)arms the 3005 timer: the client must refresh before `expiresAt` plus the grace delay. */
  setExpiry(expiresAt: number): void {
    this.expiresAt = expiresAt;
    if (this.expiryTimer !== null) {
      clearTimeout(this.expiryTimer);
      this.expiryTimer = null;
    }
    if (expiresAt <= 0) {
      return;
    }
    const due = expiresAt + this.server.options.expiredCloseDelayMs;
    const check = (): void => {
      const left = due - Date.now();
      if (left > 0) {
        this.expiryTimer = setTimeout(check, Math.min(left, maxTimerDelay));
        return;
      }
      void this.disconnect(DisconnectCode.Expired);
    };
    this.expiryTimer = setTimeout(check, Math.min(Math.max(0, due - Date.now()), maxTimerDelay));
  }

  /** Sends a server ping, or disconnects when the previous one is unanswered past the pong timeout. */
  ping(now: number): void {
    if (this.state !== 'connected') {
      return;
    }
    if (this.checkPong(now)) {
      return;
    }
    this.write(pingMessage);
    if (this.server.options.pongTimeoutMs > 0 && this.pingSentAt === 0) {
      this.pingSentAt = now;
    }
  }

  /** Disconnects with 3012 when a ping is unanswered for the pong timeout; true if it did. */
  checkPong(now: number): boolean {
    const timeout = this.server.options.pongTimeoutMs;
    if (timeout > 0 && this.pingSentAt > 0 && now - this.pingSentAt >= timeout) {
      void this.disconnect(DisconnectCode.NoPong);
      return true;
    }
    return false;
  }

  clientInfo(channelInfo: unknown): Record<string, unknown> {
    const info: Record<string, unknown> = { user: this.userId, client: this.id };
    if (this.connInfo !== undefined) {
      info.conn_info = this.connInfo;
    }
    if (channelInfo !== undefined) {
      info.chan_info = channelInfo;
    }
    return info;
  }

  lostPosition(subscription: ChannelSubscription): void {
    if (subscription.serverSide) {
      void this.disconnect(DisconnectCode.InsufficientState);
      return;
    }
    this.serverUnsubscribe(subscription.channel, UnsubscribeCode.InsufficientState);
  }

  /** Ends a subscription from the server with an unsubscribe push. */
  serverUnsubscribe(channel: string, code: number, reason?: string): void {
    const subscription = this.subscriptions.get(channel);
    if (subscription === undefined || this.state === 'closed') {
      return;
    }
    const text = reason ?? unsubscribeReasons[code] ?? 'server unsubscribe';
    if (subscription.state === 'subscribing') {
      subscription.pendingUnsubscribe = { code, reason: text };
      return;
    }
    releaseSubscription(this, subscription);
    const push = { channel, unsubscribe: { code, reason: text } };
    this.write(JSON.stringify({ push }));
  }

  /** Disconnects with a code the client sees; resolves once the transport is closed. */
  disconnect(code: number, reason?: string): Promise<void> {
    if (this.closed !== null) {
      return this.closed;
    }
    const text = disconnectReason(code, reason);
    this.server.logger.debug({ client: this.id, user: this.userId, code, reason: text }, 'disconnect');
    const pending = this.output;
    this.output = [];
    if (pending.length > 0 && code !== DisconnectCode.Slow) {
      this.transport.send(pending);
    }
    this.cleanup(code, text);
    this.closed = this.transport.close(code, text);
    return this.closed;
  }

  /** The transport closed by itself (client went away). */
  transportClosed(): void {
    if (this.closed !== null) {
      return;
    }
    this.closed = Promise.resolve();
    this.cleanup(3000, 'connection closed');
  }

  private cleanup(code: number, reason: string): void {
    const wasConnected = this.state === 'connected';
    this.state = 'closed';
    this.output = [];
    for (const timer of [this.staleTimer, this.expiryTimer]) {
      if (timer !== null) {
        clearTimeout(timer);
      }
    }
    this.staleTimer = null;
    this.expiryTimer = null;
    for (const subscription of [...this.subscriptions.values()]) {
      releaseSubscription(this, subscription);
    }
    this.server.registry.remove(this);
    if (wasConnected) {
      try {
        this.server.options.source.onDisconnect?.({ client: this.id, userId: this.userId, code, reason });
      } catch (error) {
        this.server.logger.error({ err: error }, 'onDisconnect hook failed');
      }
    }
  }
}
