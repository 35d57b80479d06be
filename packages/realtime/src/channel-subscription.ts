import type { BrokerPublication } from './broker.ts';
import { publicationJson } from './broker.ts';
import type { ChannelSubscriber } from './channel-hub.ts';
import type { StreamPosition } from './protocol-messages.ts';
import type { ChannelOptions } from './server-options.ts';

/** The connection side a subscription writes to. */
export interface SubscriptionOwner {
  write(message: string): void;
  /** A publication was missed: the subscriber must recover. */
  lostPosition(subscription: ChannelSubscription): void;
}

interface BufferedPublication {
  readonly publication: BrokerPublication;
  readonly push: string;
}

/**
 * One channel subscription of one connection. Until its subscribe reply is written it buffers
 * publications; then it delivers them in offset order, dropping duplicates and reporting gaps.
 */
export class ChannelSubscription implements ChannelSubscriber {
  state: 'subscribing' | 'live' | 'closed' = 'subscribing';
  options: ChannelOptions = {};
  /** Channel info from the authorization, part of this subscriber's ClientInfo. */
  channelInfo: unknown;
  expiresAt = 0;
  expiryTimer: NodeJS.Timeout | null = null;
  /** A server unsubscribe requested while subscribing, applied after the reply. */
  pendingUnsubscribe: { code: number; reason: string } | null = null;
  private position: StreamPosition | null = null;
  private buffer: BufferedPublication[] = [];

  constructor(
    private readonly owner: SubscriptionOwner,
    readonly channel: string,
    readonly serverSide: boolean,
  ) {}

  deliverPublication(publication: BrokerPublication, push: () => string): void {
    if (this.state === 'subscribing') {
      this.buffer.push({ publication, push: push() });
      return;
    }
    if (this.state === 'live' && this.advance(publication)) {
      this.owner.write(push());
    }
  }

  deliverJoinLeave(push: string): void {
    if (this.state === 'live' && this.options.joinLeave === true) {
      this.owner.write(push);
    }
  }

  /** Call right after writing the subscribe reply: flushes what arrived meanwhile, then goes live. */
  goLive(position: StreamPosition | null): void {
    this.position = position === null ? null : { ...position };
    this.state = 'live';
    const buffered = this.buffer;
    this.buffer = [];
    for (const item of buffered) {
      if (this.state !== 'live') {
        return;
      }
      if (this.advance(item.publication)) {
        this.owner.write(item.push);
      }
    }
  }

  close(): void {
    this.state = 'closed';
    this.buffer = [];
    if (this.expiryTimer !== null) {
      clearTimeout(this.expiryTimer);
      this.expiryTimer = null;
    }
  }

  // Moves the position; false when the publication must not be written.
  private advance(publication: BrokerPublication): boolean {
    const position = this.position;
    if (position === null || publication.offset === undefined) {
      return true;
    }
    if (publication.epoch !== position.epoch) {
      this.owner.lostPosition(this);
      return false;
    }
    if (publication.offset <= position.offset) {
      return false;
    }
    if (publication.offset > position.offset + 1) {
      this.owner.lostPosition(this);
      return false;
    }
    position.offset = publication.offset;
    return true;
  }
}

/** Encodes the recovered publications of a subscribe result. */
export function publicationsJson(publications: readonly BrokerPublication[]): string {
  return `[${publications.map(publicationJson).join(',')}]`;
}
