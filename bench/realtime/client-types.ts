import type { NewsPayload } from './shared.ts';

/** What a client does with a publication; it reads the clock after decoding. */
export type PublicationListener = (channel: string, data: NewsPayload) => void;

/** One connection of the fan-out and idle scenarios, whatever the contender. */
export interface BenchClient {
  /** Connects, authenticates and subscribes to the channels; resolves once every subscribe is answered. */
  open(channels: readonly string[]): Promise<void>;
  /** True while the connection is up. */
  isOpen(): boolean;
  close(): Promise<void>;
}

export interface ClientCounters {
  /** Connections that closed without being asked to. */
  unexpectedCloses: number;
  /** Server pings answered (our protocol only; ws and Socket.IO answer pings in the library). */
  pings: number;
}
