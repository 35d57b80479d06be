// Shapes of Centrifuge client protocol v2 JSON messages (docs/architecture.md 7.1).

export type TransportName = 'websocket' | 'http_stream' | 'sse';

export const commandMethods = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;

export type CommandMethod = (typeof commandMethods)[number];

/** One decoded command; `pong` is the empty id-less command answering a server ping. */
export interface ProtocolCommand {
  readonly id: number;
  readonly method: CommandMethod | 'pong';
  readonly params: Readonly<Record<string, unknown>>;
}

/** Who a connection is, as sent in presence, join/leave and publication info. */
export interface ClientInfo {
  user: string;
  client: string;
  conn_info?: unknown;
  chan_info?: unknown;
}

export interface ReplyError {
  code: number;
  message: string;
  temporary?: boolean;
}

export interface StreamPosition {
  offset: number;
  epoch: string;
}
