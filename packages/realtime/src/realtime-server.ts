import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HistoryRetention, PublishResult } from './broker.ts';
import { createBrokerEventHandler } from './broker-events.ts';
import { publicationPayload } from './channel-commands.ts';
import { ChannelHub } from './channel-hub.ts';
import { ClientRegistry } from './client-registry.ts';
import { DisconnectCode } from './codes.ts';
import { disconnectReason } from './disconnect-reason.ts';
import type { HistoryRequest } from './history-query.ts';
import { presenceCounts, queryHistory } from './history-query.ts';
import { handleHttpRequest } from './http-endpoints.ts';
import { startKeepaliveTimers } from './keepalive-timers.ts';
import type { HistoryResult, PresenceEntry } from './public-results.ts';
import { toHistoryResult, toPresence } from './public-results.ts';
import type { ServerContext } from './server-context.ts';
import type { RealtimeServerOptions } from './server-options.ts';
import { resolveOptions } from './server-options.ts';
import { WebSocketEndpoint } from './websocket-endpoint.ts';

export interface PublishOptions {
  /** Overrides the channel's history retention; false publishes without history. */
  history?: HistoryRetention | false;
}

export interface RealtimeServer {
  readonly nodeId: string;
  /** Resolves once the broker is connected; rejects if it cannot start. */
  ready(): Promise<void>;
  /** For the http server's `upgrade` event; false when the path is not the websocket path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Serves the http_stream, sse and emulation paths (OPTIONS included); false when not ours. */
  handleHttp(request: IncomingMessage, response: ServerResponse, body?: Buffer | string): Promise<boolean>;
  publish(channel: string, data: unknown, options?: PublishOptions): Promise<PublishResult>;
  history(channel: string, options: HistoryRequest): Promise<HistoryResult>;
  removeHistory(channel: string): Promise<void>;
  presence(channel: string): Promise<Record<string, PresenceEntry>>;
  presenceStats(channel: string): Promise<{ numClients: number; numUsers: number }>;
  disconnectUser(userId: string, code?: number, reason?: string): Promise<void>;
  disconnectClient(clientId: string, code?: number, reason?: string): Promise<void>;
  unsubscribeUser(userId: string, channel: string): Promise<void>;
  sendMessage(userId: string, data: unknown): Promise<void>;
  stats(): { connections: number; subscriptions: number };
  /** Disconnects every connection with 3001 "shutdown", then closes the broker. */
  shutdown(): Promise<void>;
}

function delay(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export function createRealtimeServer(options: RealtimeServerOptions): RealtimeServer {
  const resolved = resolveOptions(options);
  const nodeId = options.nodeId ?? randomUUID();
  const broker = options.broker;
  const logger = resolved.logger;
  const registry = new ClientRegistry();
  const hub = new ChannelHub(broker, logger);
  let started: Promise<void> | null = null;
  const server: ServerContext = {
    options: resolved,
    broker,
    nodeId,
    logger,
    hub,
    registry,
    ready: () => {
      if (started === null) {
        throw new Error('realtime server not started');
      }
      return started;
    },
    channelOptions: (channel) => options.channelOptions?.(channel) ?? {},
  };
  started = broker.start(nodeId, createBrokerEventHandler(server));
  started.catch((error: unknown) => logger.error({ err: error }, 'realtime broker failed to start'));
  const websocket = new WebSocketEndpoint(server);
  const stopTimers = startKeepaliveTimers(server);
  let shutdown: Promise<void> | null = null;

  async function shutdownNow(): Promise<void> {
    stopTimers();
    const connections = [...registry.all];
    const closing = Promise.all(
      connections.map((connection) => connection.disconnect(DisconnectCode.Shutdown)),
    );
    const timeout = delay(resolved.streamCloseGraceMs + 1000);
    await Promise.race([closing, timeout.promise]);
    timeout.cancel();
    for (const connection of connections) {
      connection.transport.terminate();
    }
    websocket.close();
    await server.ready().catch(() => undefined);
    await broker.close();
  }

  return {
    nodeId,
    ready: () => server.ready(),
    handleUpgrade: (request, socket, head) =>
      websocket.handleUpgrade(request, socket, head, shutdown !== null),
    handleHttp: (request, response, body) =>
      handleHttpRequest(server, request, response, body, shutdown !== null),
    async publish(channel, data, publishOptions) {
      await server.ready();
      const override = publishOptions?.history;
      const history = override === false ? undefined : (override ?? server.channelOptions(channel).history);
      return broker.publish(channel, publicationPayload(data), history);
    },
    async history(channel, request) {
      await server.ready();
      const page = await queryHistory(broker, channel, request, resolved.historyMaxPublications);
      return toHistoryResult(page);
    },
    async removeHistory(channel) {
      await server.ready();
      await broker.removeHistory(channel);
    },
    async presence(channel) {
      await server.ready();
      return toPresence(await broker.presence(channel));
    },
    async presenceStats(channel) {
      await server.ready();
      return presenceCounts((await broker.presence(channel)).values());
    },
    async disconnectUser(userId, code = DisconnectCode.ForceDisconnect, reason) {
      await server.ready();
      await broker.broadcastControl({
        type: 'disconnect-user',
        userId,
        code,
        reason: disconnectReason(code, reason),
      });
    },
    async disconnectClient(clientId, code = DisconnectCode.ForceDisconnect, reason) {
      await server.ready();
      const text = disconnectReason(code, reason);
      await broker.broadcastControl({ type: 'disconnect-client', clientId, code, reason: text });
    },
    async unsubscribeUser(userId, channel) {
      await server.ready();
      await broker.broadcastControl({ type: 'unsubscribe-user', userId, channel });
    },
    async sendMessage(userId, data) {
      await server.ready();
      await broker.broadcastControl({ type: 'message', userId, data: JSON.stringify(data ?? null) });
    },
    stats: () => ({ connections: registry.all.size, subscriptions: registry.subscriptionCount() }),
    shutdown() {
      if (shutdown === null) {
        shutdown = shutdownNow();
      }
      return shutdown;
    },
  };
}
