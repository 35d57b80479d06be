import type {
  Broker,
  BrokerEventHandler,
  ControlMessage,
  EmulationForward,
  HistoryPage,
  HistoryQuery,
  HistoryRetention,
  PublishResult,
} from './broker.ts';
import { MemoryHistory } from './memory-history.ts';
import { MemoryPresence } from './memory-presence.ts';

export interface MemoryBrokerOptions {
  /** How long a stream's epoch and top offset outlive its last publication (default 7 days). */
  historyMetaTtlMs?: number;
  /** Cap on publications returned by one history call (default 1000). */
  historyMaxPublications?: number;
  /** How often expired history and presence are dropped (default 60 s). */
  sweepIntervalMs?: number;
}

const day = 24 * 60 * 60 * 1000;

/** A broker for a single node: publications, history and presence live in this process. */
class MemoryBroker implements Broker {
  private handler: BrokerEventHandler | null = null;
  private nodeId = '';
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly streams: MemoryHistory;
  private readonly presenceStore = new MemoryPresence();

  constructor(private readonly options: MemoryBrokerOptions) {
    this.streams = new MemoryHistory(
      options.historyMetaTtlMs ?? 7 * day,
      options.historyMaxPublications ?? 1000,
    );
  }

  async start(nodeId: string, handler: BrokerEventHandler): Promise<void> {
    if (this.handler !== null) {
      throw new Error('a memory broker serves one server only');
    }
    this.nodeId = nodeId;
    this.handler = handler;
    this.sweepTimer = setInterval(() => {
      const now = Date.now();
      this.streams.sweep(now);
      this.presenceStore.sweep(now);
    }, this.options.sweepIntervalMs ?? 60_000);
    this.sweepTimer.unref();
  }

  async subscribe(_channel: string): Promise<void> {}

  async unsubscribe(_channel: string): Promise<void> {}

  async publish(channel: string, payload: string, history?: HistoryRetention): Promise<PublishResult> {
    if (history === undefined) {
      this.handler?.onPublication(channel, { payload });
      return {};
    }
    const result = this.streams.add(channel, payload, history, Date.now());
    this.handler?.onPublication(channel, { payload, offset: result.offset, epoch: result.epoch });
    return result;
  }

  async publishJoin(channel: string, infoJson: string): Promise<void> {
    this.handler?.onJoin(channel, infoJson);
  }

  async publishLeave(channel: string, infoJson: string): Promise<void> {
    this.handler?.onLeave(channel, infoJson);
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryPage> {
    return this.streams.read(channel, query, Date.now());
  }

  async removeHistory(channel: string): Promise<void> {
    this.streams.remove(channel);
  }

  async addPresence(channel: string, clientId: string, infoJson: string, ttlMs: number): Promise<void> {
    this.presenceStore.add(channel, clientId, infoJson, Date.now() + ttlMs);
  }

  async removePresence(channel: string, clientId: string): Promise<void> {
    this.presenceStore.remove(channel, clientId);
  }

  async presence(channel: string): Promise<Map<string, string>> {
    return this.presenceStore.get(channel, Date.now());
  }

  async broadcastControl(message: ControlMessage): Promise<void> {
    this.handler?.onControl(message);
  }

  async forwardEmulation(nodeId: string, forward: EmulationForward): Promise<boolean> {
    if (nodeId !== this.nodeId || this.handler === null) {
      return false;
    }
    this.handler.onEmulation(forward);
    return true;
  }

  async close(): Promise<void> {
    if (this.sweepTimer !== null) {
      clearInterval(this.sweepTimer);
      this.sweepTimer = null;
    }
    this.handler = null;
  }
}

export function createMemoryBroker(options: MemoryBrokerOptions = {}): Broker {
  return new MemoryBroker(options);
}
