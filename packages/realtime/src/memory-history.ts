import type {
  BrokerPublication,
  HistoryPage,
  HistoryQuery,
  HistoryRetention,
  PublishResult,
} from './broker.ts';
import { newEpoch } from './broker.ts';
import { selectHistory } from './history-window.ts';

interface StoredPublication {
  readonly offset: number;
  readonly payload: string;
  readonly expiresAt: number;
}

interface MemoryStream {
  readonly epoch: string;
  top: number;
  items: StoredPublication[];
  metaExpiresAt: number;
}

/** Per-channel publication streams of one process, bounded by size and age. */
export class MemoryHistory {
  private readonly streams = new Map<string, MemoryStream>();

  constructor(
    private readonly metaTtlMs: number,
    private readonly maxLimit: number,
  ) {}

  add(channel: string, payload: string, retention: HistoryRetention, now: number): PublishResult {
    const stream = this.stream(channel, now);
    stream.top += 1;
    stream.items.push({ offset: stream.top, payload, expiresAt: now + retention.ttlMs });
    const excess = stream.items.length - Math.max(0, retention.size);
    if (excess > 0) {
      stream.items.splice(0, excess);
    }
    stream.metaExpiresAt = now + this.metaTtlMs;
    return { offset: stream.top, epoch: stream.epoch };
  }

  read(channel: string, query: HistoryQuery, now: number): HistoryPage {
    const stream = this.stream(channel, now);
    const selected = selectHistory(stream.items, query, this.maxLimit);
    const publications: BrokerPublication[] = selected.map((item) => ({
      payload: item.payload,
      offset: item.offset,
      epoch: stream.epoch,
    }));
    return { publications, offset: stream.top, epoch: stream.epoch };
  }

  remove(channel: string): void {
    this.streams.delete(channel);
  }

  /** Drops expired publications and streams whose metadata expired. */
  sweep(now: number): void {
    for (const [channel, stream] of this.streams) {
      if (stream.metaExpiresAt <= now) {
        this.streams.delete(channel);
      } else {
        dropExpired(stream, now);
      }
    }
  }

  private stream(channel: string, now: number): MemoryStream {
    const existing = this.streams.get(channel);
    if (existing !== undefined && existing.metaExpiresAt > now) {
      dropExpired(existing, now);
      return existing;
    }
    const created: MemoryStream = {
      epoch: newEpoch(),
      top: 0,
      items: [],
      metaExpiresAt: now + this.metaTtlMs,
    };
    this.streams.set(channel, created);
    return created;
  }
}

function dropExpired(stream: MemoryStream, now: number): void {
  let expired = 0;
  while (expired < stream.items.length && (stream.items[expired]?.expiresAt ?? now) <= now) {
    expired += 1;
  }
  if (expired > 0) {
    stream.items.splice(0, expired);
  }
}
