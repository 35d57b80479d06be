import type { IncomingHttpHeaders } from 'node:http';
import type { Broker, HistoryRetention } from './broker.ts';
import type { TransportName } from './protocol-messages.ts';

/** pino-compatible logger; the default is silent. */
export interface RealtimeLogger {
  debug(object: Record<string, unknown>, message?: string): void;
  info(object: Record<string, unknown>, message?: string): void;
  warn(object: Record<string, unknown>, message?: string): void;
  error(object: Record<string, unknown>, message?: string): void;
}

export interface AuthenticateContext {
  /** The id this connection will have once connected (also used by disconnectClient). */
  client: string;
  token: string;
  data: unknown;
  name: string;
  version: string;
  transport: TransportName;
  remoteAddress: string;
  headers: IncomingHttpHeaders;
}

export interface AuthenticateResult {
  userId: string;
  /** When the credentials expire (ms since epoch); the client must refresh before. */
  expiresAt?: number;
  /** Connection info shown to others (presence, join/leave, publication info). */
  info?: unknown;
  /** Sent to the client in the connect reply. */
  data?: unknown;
  /** Server-side subscriptions of this connection. */
  channels?: string[];
}

export interface RefreshContext {
  client: string;
  userId: string;
  token: string;
  transport: TransportName;
}

export interface SubscribeContext {
  client: string;
  userId: string;
  channel: string;
  data: unknown;
  token: string;
}

export interface SubscribeAuthorization {
  /** When the subscription expires (ms since epoch); the client sends sub_refresh before. */
  expiresAt?: number;
  /** Channel info attached to this subscriber's ClientInfo. */
  info?: unknown;
  /** Sent to the client in the subscribe reply. */
  data?: unknown;
  /**
   * Computed once the subscription receives the channel's publications, just before the reply,
   * and sent as the reply's data instead of `data` (nothing when it resolves to undefined). For an answer
   * about state that a publication on the channel may change meanwhile: whatever is published
   * after it was computed reaches the subscriber, so nothing falls between the two.
   */
  lateData?: () => Promise<unknown>;
}

export interface ChannelOptions {
  history?: HistoryRetention;
  presence?: boolean;
  joinLeave?: boolean;
}

export interface PublishContext {
  client: string;
  userId: string;
  channel: string;
  data: unknown;
}

export interface RpcContext {
  client: string;
  userId: string;
  method: string;
  data: unknown;
}

export interface MessageContext {
  client: string;
  userId: string;
  data: unknown;
}

export interface DisconnectContext {
  client: string;
  userId: string;
  code: number;
  reason: string;
}

export interface CommandRate {
  /** Commands refilled per second. */
  perSecond: number;
  /** Commands allowed in a burst; a client over it by another burst is disconnected (3013). */
  burst: number;
}

export interface TransportPaths {
  websocket: string;
  httpStream: string;
  sse: string;
  emulation: string;
}

/** What an async hook may resolve to: a result, or nothing. */
// biome-ignore lint/suspicious/noConfusingVoidType: an async hook that returns nothing resolves to void.
export type HookResult<T> = Promise<T | undefined | void>;

export interface RealtimeServerOptions {
  broker: Broker;
  nodeId?: string;
  /** Server version reported in connect replies. */
  version?: string;
  authenticate(ctx: AuthenticateContext): Promise<AuthenticateResult>;
  /** Checks a refresh token; defaults to `authenticate` with the same user. */
  refresh?(ctx: RefreshContext): Promise<{ expiresAt?: number }>;
  /** Throws a RealtimeError (e.g. 103) to refuse; may return expiry, channel info and data. */
  authorizeSubscribe(ctx: SubscribeContext): HookResult<SubscribeAuthorization>;
  channelOptions?(channel: string): ChannelOptions;
  /** May replace the published data; throws a RealtimeError to refuse. */
  onPublish?(ctx: PublishContext): HookResult<{ data?: unknown }>;
  /** Without it, rpc answers 108; throw RealtimeError(104) for an unknown method. */
  onRpc?(ctx: RpcContext): HookResult<{ data?: unknown }>;
  onMessage?(ctx: MessageContext): Promise<void> | void;
  onDisconnect?(ctx: DisconnectContext): void;
  allowedOrigins?: string[] | ((origin: string) => boolean);
  maxMessageSize?: number;
  maxSubscriptionsPerConnection?: number;
  commandRate?: CommandRate | false;
  /** Bytes queued for one connection before it is disconnected as slow (3008). */
  maxQueueSize?: number;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  staleCloseDelayMs?: number;
  expiredCloseDelayMs?: number;
  presenceTtlMs?: number;
  presenceUpdateIntervalMs?: number;
  /** Publications a subscribe can recover (default 300). */
  recoveryMaxPublications?: number;
  /** Publications one history call returns at most (default 300). */
  historyMaxPublications?: number;
  /** How long a stream waits for the client to close after a disconnect push (default 1 s). */
  streamCloseGraceMs?: number;
  paths?: Partial<TransportPaths>;
  logger?: RealtimeLogger;
}

export interface ResolvedOptions {
  readonly source: RealtimeServerOptions;
  readonly version: string;
  readonly maxMessageSize: number;
  readonly maxSubscriptions: number;
  readonly commandRate: CommandRate | null;
  readonly maxQueueSize: number;
  readonly pingIntervalMs: number;
  readonly pongTimeoutMs: number;
  readonly staleCloseDelayMs: number;
  readonly expiredCloseDelayMs: number;
  readonly presenceTtlMs: number;
  readonly presenceUpdateIntervalMs: number;
  readonly recoveryMaxPublications: number;
  readonly historyMaxPublications: number;
  readonly streamCloseGraceMs: number;
  readonly paths: TransportPaths;
  readonly logger: RealtimeLogger;
}

const noop = (): void => {};

export const silentLogger: RealtimeLogger = { debug: noop, info: noop, warn: noop, error: noop };

export function resolveOptions(options: RealtimeServerOptions): ResolvedOptions {
  const rate = options.commandRate === undefined ? { perSecond: 100, burst: 300 } : options.commandRate;
  return {
    source: options,
    version: options.version ?? '',
    maxMessageSize: options.maxMessageSize ?? 65536,
    maxSubscriptions: options.maxSubscriptionsPerConnection ?? 128,
    commandRate: rate === false ? null : rate,
    maxQueueSize: options.maxQueueSize ?? 1024 * 1024,
    pingIntervalMs: options.pingIntervalMs ?? 25_000,
    pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
    staleCloseDelayMs: options.staleCloseDelayMs ?? 15_000,
    expiredCloseDelayMs: options.expiredCloseDelayMs ?? 25_000,
    presenceTtlMs: options.presenceTtlMs ?? 60_000,
    presenceUpdateIntervalMs: options.presenceUpdateIntervalMs ?? 25_000,
    recoveryMaxPublications: options.recoveryMaxPublications ?? 300,
    historyMaxPublications: options.historyMaxPublications ?? 300,
    streamCloseGraceMs: options.streamCloseGraceMs ?? 1000,
    paths: {
      websocket: options.paths?.websocket ?? '/connection/websocket',
      httpStream: options.paths?.httpStream ?? '/connection/http_stream',
      sse: options.paths?.sse ?? '/connection/sse',
      emulation: options.paths?.emulation ?? '/emulation',
    },
    logger: options.logger ?? silentLogger,
  };
}
