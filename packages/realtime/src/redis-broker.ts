import { Redis } from 'ioredis';
import type {
  Broker,
  BrokerEventHandler,
  BrokerPublication,
  ControlMessage,
  EmulationForward,
  HistoryPage,
  HistoryQuery,
  HistoryRetention,
  PublishResult,
} from './broker.ts';
import { parseControlMessage, parseEmulationForward } from './control-message.ts';
import { publishWithHistory, readHistory } from './redis-history.ts';
import type { PresenceKeys } from './redis-presence.ts';
import { addRedisPresence, getRedisPresence, removeRedisPresence } from './redis-presence.ts';

export interface RedisBrokerOptions {
  /** Redis URL; defaults to REDIS_URL, then redis://127.0.0.1:6379. */
  url?: string;
  /** Prefix of every key and pub/sub channel (default "realtime"). */
  prefix?: string;
  /** How long a stream's epoch and top offset outlive its last publication (default 7 days). */
  historyMetaTtlMs?: number;
  /** Cap on publications returned by one history call (default 1000). */
  historyMaxPublications?: number;
  /** Receives Redis connection errors (ioredis reconnects by itself). */
  onError?: (error: Error) => void;
}

const day = 24 * 60 * 60 * 1000;

// Pub/sub messages of a channel: `p<offset>:<epoch>:<payload>`, `j<info>` (join), `l<info>` (leave).
function parseChannelMessage(message: string): BrokerPublication | null {
  const first = message.indexOf(':', 1);
  const second = first < 0 ? -1 : message.indexOf(':', first + 1);
  if (second < 0) {
    return null;
  }
  const offsetText = message.slice(1, first);
  const epoch = message.slice(first + 1, second);
  const payload = message.slice(second + 1);
  if (offsetText === '') {
    return { payload };
  }
  return { payload, offset: Number(offsetText), epoch };
}

/** A broker shared by any number of nodes through Redis (pub/sub, streams, hashes). */
class RedisBroker implements Broker {
  private readonly prefix: string;
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private handler: BrokerEventHandler | null = null;
  private nodeChannel = '';

  constructor(private readonly options: RedisBrokerOptions) {
    const url = options.url ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    this.prefix = options.prefix ?? 'realtime';
    this.commands = new Redis(url, { lazyConnect: true });
    this.subscriber = new Redis(url, { lazyConnect: true });
    const onError = (error: Error) => options.onError?.(error);
    this.commands.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (channel: string, message: string) => this.dispatch(channel, message));
  }

  private get controlChannel(): string {
    return `${this.prefix}:control`;
  }

  private channelKey(channel: string): string {
    return `${this.prefix}:ch:${channel}`;
  }

  private streamKeys(channel: string) {
    return { stream: `${this.prefix}:history:${channel}`, meta: `${this.prefix}:meta:${channel}` };
  }

  private presenceKeys(channel: string): PresenceKeys {
    return {
      expiry: `${this.prefix}:presence-expiry:${channel}`,
      info: `${this.prefix}:presence:${channel}`,
    };
  }

  async start(nodeId: string, handler: BrokerEventHandler): Promise<void> {
    this.handler = handler;
    this.nodeChannel = `${this.prefix}:node:${nodeId}`;
    await Promise.all([this.commands.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.controlChannel, this.nodeChannel);
  }

  private dispatch(redisChannel: string, message: string): void {
    const handler = this.handler;
    if (handler === null) {
      return;
    }
    if (redisChannel === this.controlChannel) {
      const control = parseControlMessage(message);
      if (control !== null) {
        handler.onControl(control);
      }
      return;
    }
    if (redisChannel === this.nodeChannel) {
      const forward = parseEmulationForward(message);
      if (forward !== null) {
        handler.onEmulation(forward);
      }
      return;
    }
    const channel = redisChannel.slice(this.channelKey('').length);
    const kind = message[0];
    if (kind === 'p') {
      const publication = parseChannelMessage(message);
      if (publication !== null) {
        handler.onPublication(channel, publication);
      }
    } else if (kind === 'j') {
      handler.onJoin(channel, message.slice(1));
    } else if (kind === 'l') {
      handler.onLeave(channel, message.slice(1));
    }
  }

  async subscribe(channel: string): Promise<void> {
    await this.subscriber.subscribe(this.channelKey(channel));
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.subscriber.unsubscribe(this.channelKey(channel));
  }

  async publish(channel: string, payload: string, history?: HistoryRetention): Promise<PublishResult> {
    if (history === undefined) {
      await this.commands.publish(this.channelKey(channel), `p::${payload}`);
      return {};
    }
    const keys = this.streamKeys(channel);
    return publishWithHistory(
      this.commands,
      keys,
      this.channelKey(channel),
      payload,
      history,
      this.metaTtlMs,
    );
  }

  private get metaTtlMs(): number {
    return this.options.historyMetaTtlMs ?? 7 * day;
  }

  async publishJoin(channel: string, infoJson: string): Promise<void> {
    await this.commands.publish(this.channelKey(channel), `j${infoJson}`);
  }

  async publishLeave(channel: string, infoJson: string): Promise<void> {
    await this.commands.publish(this.channelKey(channel), `l${infoJson}`);
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryPage> {
    const cap = this.options.historyMaxPublications ?? 1000;
    return readHistory(this.commands, this.streamKeys(channel), query, cap, this.metaTtlMs);
  }

  async removeHistory(channel: string): Promise<void> {
    const keys = this.streamKeys(channel);
    await this.commands.del(keys.stream, keys.meta);
  }

  async addPresence(channel: string, clientId: string, infoJson: string, ttlMs: number): Promise<void> {
    await addRedisPresence(this.commands, this.presenceKeys(channel), clientId, infoJson, ttlMs);
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    await removeRedisPresence(this.commands, this.presenceKeys(channel), clientId);
  }

  async presence(channel: string): Promise<Map<string, string>> {
    return getRedisPresence(this.commands, this.presenceKeys(channel));
  }

  async broadcastControl(message: ControlMessage): Promise<void> {
    await this.commands.publish(this.controlChannel, JSON.stringify(message));
  }

  async forwardEmulation(nodeId: string, forward: EmulationForward): Promise<boolean> {
    const receivers = await this.commands.publish(`${this.prefix}:node:${nodeId}`, JSON.stringify(forward));
    return receivers > 0;
  }

  async close(): Promise<void> {
    this.handler = null;
    await Promise.all([quit(this.subscriber), quit(this.commands)]);
  }
}

async function quit(redis: Redis): Promise<void> {
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}

export function createRedisBroker(options: RedisBrokerOptions = {}): Broker {
  return new RedisBroker(options);
}
