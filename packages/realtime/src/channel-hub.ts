import type { Broker, BrokerPublication } from './broker.ts';
import { publicationJson } from './broker.ts';
import type { RealtimeLogger } from './server-options.ts';

/** What the hub delivers a channel's events to: one subscription of one connection. */
export interface ChannelSubscriber {
  readonly channel: string;
  /** `push` encodes the publication push once for every subscriber of the node. */
  deliverPublication(publication: BrokerPublication, push: () => string): void;
  deliverJoinLeave(push: string): void;
}

interface ChannelEntry {
  readonly subscribers: Set<ChannelSubscriber>;
  /** Settles when the broker delivers the channel to this node. */
  readonly ready: Promise<void>;
}

/** The channels this node subscribes to at the broker, and their local subscribers. */
export class ChannelHub {
  private readonly channels = new Map<string, ChannelEntry>();

  constructor(
    private readonly broker: Broker,
    private readonly logger: RealtimeLogger,
  ) {}

  /** Registers a subscriber; resolves once the channel's publications reach this node. */
  async add(subscriber: ChannelSubscriber): Promise<void> {
    const channel = subscriber.channel;
    let entry = this.channels.get(channel);
    if (entry === undefined) {
      entry = { subscribers: new Set(), ready: this.broker.subscribe(channel) };
      this.channels.set(channel, entry);
    }
    entry.subscribers.add(subscriber);
    try {
      await entry.ready;
    } catch (error) {
      this.remove(subscriber);
      throw error;
    }
  }

  remove(subscriber: ChannelSubscriber): void {
    const channel = subscriber.channel;
    const entry = this.channels.get(channel);
    if (entry === undefined || !entry.subscribers.delete(subscriber) || entry.subscribers.size > 0) {
      return;
    }
    this.channels.delete(channel);
    this.broker.unsubscribe(channel).catch((error: unknown) => {
      this.logger.warn({ err: error, channel }, 'broker unsubscribe failed');
    });
  }

  channelCount(): number {
    return this.channels.size;
  }

  deliverPublication(channel: string, publication: BrokerPublication): void {
    const entry = this.channels.get(channel);
    if (entry === undefined) {
      return;
    }
    let encoded: string | null = null;
    const push = (): string => {
      if (encoded === null) {
        encoded = `{"push":{"channel":${JSON.stringify(channel)},"pub":${publicationJson(publication)}}}`;
      }
      return encoded;
    };
    for (const subscriber of entry.subscribers) {
      subscriber.deliverPublication(publication, push);
    }
  }

  deliverJoinLeave(channel: string, kind: 'join' | 'leave', infoJson: string): void {
    const entry = this.channels.get(channel);
    if (entry === undefined) {
      return;
    }
    const push = `{"push":{"channel":${JSON.stringify(channel)},"${kind}":{"info":${infoJson}}}}`;
    for (const subscriber of entry.subscribers) {
      subscriber.deliverJoinLeave(push);
    }
  }
}
