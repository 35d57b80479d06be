// The interface every broker (memory, Redis) implements. Payloads travel as encoded JSON strings
// so one publication is encoded once, whatever the number of subscribers and nodes.

/** A publication as a broker stores and delivers it. */
export interface BrokerPublication {
  /** Encoded JSON object `{"data":…,"info":…}` (info optional), without offset. */
  readonly payload: string;
  /** Position in the channel stream; absent when the channel keeps no history. */
  readonly offset?: number;
  readonly epoch?: string;
}

export interface HistoryRetention {
  /** Maximum number of publications kept. */
  readonly size: number;
  /** How long a publication is kept. */
  readonly ttlMs: number;
}

export interface HistoryQuery {
  /** 0: no publications (only the position); -1: all (up to the broker cap); n: at most n. */
  readonly limit: number;
  /** Return publications after this offset (or before it when reverse). */
  readonly since?: number;
  readonly reverse: boolean;
}

export interface HistoryPage {
  readonly publications: BrokerPublication[];
  /** Top offset of the stream. */
  readonly offset: number;
  readonly epoch: string;
}

export interface PublishResult {
  readonly offset?: number;
  readonly epoch?: string;
}

/** Cluster-wide operations every node applies to its own connections. */
export type ControlMessage =
  | {
      readonly type: 'disconnect-user';
      readonly userId: string;
      readonly code: number;
      readonly reason: string;
    }
  | {
      readonly type: 'disconnect-client';
      readonly clientId: string;
      readonly code: number;
      readonly reason: string;
    }
  | { readonly type: 'unsubscribe-user'; readonly userId: string; readonly channel: string }
  | { readonly type: 'message'; readonly userId: string; readonly data: string };

/** Commands posted to the emulation endpoint of one node for a session held by another. */
export interface EmulationForward {
  readonly session: string;
  readonly data: string;
}

export interface BrokerEventHandler {
  onPublication(channel: string, publication: BrokerPublication): void;
  onJoin(channel: string, infoJson: string): void;
  onLeave(channel: string, infoJson: string): void;
  onControl(message: ControlMessage): void;
  onEmulation(forward: EmulationForward): void;
}

export interface Broker {
  /** Connects and starts delivering events of this node to the handler. */
  start(nodeId: string, handler: BrokerEventHandler): Promise<void>;
  /** Resolves once publications of the channel reach this node. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  publish(channel: string, payload: string, history?: HistoryRetention): Promise<PublishResult>;
  publishJoin(channel: string, infoJson: string): Promise<void>;
  publishLeave(channel: string, infoJson: string): Promise<void>;
  /** Reads the stream; creates its epoch when the channel has none yet. */
  history(channel: string, query: HistoryQuery): Promise<HistoryPage>;
  removeHistory(channel: string): Promise<void>;
  addPresence(channel: string, clientId: string, infoJson: string, ttlMs: number): Promise<void>;
  removePresence(channel: string, clientId: string): Promise<void>;
  /** Client id to encoded ClientInfo of the live presence entries. */
  presence(channel: string): Promise<Map<string, string>>;
  /** Delivers to every node, this one included. */
  broadcastControl(message: ControlMessage): Promise<void>;
  /** Delivers to one node; false when that node is unknown. */
  forwardEmulation(nodeId: string, forward: EmulationForward): Promise<boolean>;
  close(): Promise<void>;
}

/** Encodes a publication for the wire: its payload with the offset added. */
export function publicationJson(publication: BrokerPublication): string {
  if (publication.offset === undefined) {
    return publication.payload;
  }
  const body = publication.payload.slice(0, -1);
  return `${body},"offset":${publication.offset}}`;
}

const epochAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new stream epoch: 8 random letters, as the reference server does. */
export function newEpoch(): string {
  let epoch = '';
  for (let i = 0; i < 8; i++) {
    epoch += epochAlphabet[Math.floor(Math.random() * epochAlphabet.length)];
  }
  return epoch;
}
