import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '../codes.ts';
import { RealtimeError } from '../errors.ts';
import { createMemoryBroker } from '../memory-broker.ts';
import type { RealtimeServer } from '../realtime-server.ts';
import { createRealtimeServer } from '../realtime-server.ts';
import type {
  AuthenticateContext,
  AuthenticateResult,
  ChannelOptions,
  MessageContext,
  RealtimeServerOptions,
} from '../server-options.ts';
import { verifyToken } from './test-tokens.ts';

export type TestTransport = 'websocket' | 'http_stream' | 'sse';

export const transportCases: readonly TestTransport[] = ['websocket', 'http_stream', 'sse'];

/** What the default hooks saw. */
export interface HookRecord {
  connects: AuthenticateContext[];
  messages: MessageContext[];
}

export interface TestServer {
  readonly realtime: RealtimeServer;
  readonly http: Server;
  readonly port: number;
  readonly record: HookRecord;
  readonly emulationEndpoint: string;
  endpoint(transport: TestTransport): string;
  close(): Promise<void>;
}

/**
 * Channel options by prefix: `history:` keeps 100 publications, `small:` keeps 2,
 * `presence:` has presence and join/leave; anything else has no features.
 */
export function testChannelOptions(channel: string): ChannelOptions {
  if (channel.startsWith('history:') || channel.startsWith('private:')) {
    return { history: { size: 100, ttlMs: 60_000 } };
  }
  if (channel.startsWith('small:')) {
    return { history: { size: 2, ttlMs: 60_000 } };
  }
  if (channel.startsWith('presence:')) {
    return { presence: true, joinLeave: true };
  }
  return {};
}

/** Empty token: anonymous; otherwise a test token (3500 when forged, 109 when expired). */
export async function authenticateTestToken(ctx: AuthenticateContext): Promise<AuthenticateResult> {
  if (ctx.token === '') {
    return { userId: '' };
  }
  const claims = verifyToken(ctx.token);
  return { userId: claims.sub, expiresAt: claims.exp, info: { name: `name-${claims.sub}` } };
}

/** Default hooks: HMAC tokens (empty token: anonymous), `denied:` channels refused with 103,
 * `private:` channels need a subscription token for the channel, rpc `echo`. */
export function testServerOptions(record: HookRecord): RealtimeServerOptions {
  return {
    broker: createMemoryBroker(),
    pingIntervalMs: 25_000,
    async authenticate(ctx) {
      record.connects.push(ctx);
      return authenticateTestToken(ctx);
    },
    async authorizeSubscribe(ctx) {
      if (ctx.channel.startsWith('denied:')) {
        throw new RealtimeError(ErrorCode.PermissionDenied);
      }
      if (ctx.channel.startsWith('private:')) {
        const claims = verifyToken(ctx.token);
        if (claims.channel !== ctx.channel || claims.sub !== ctx.userId) {
          throw new RealtimeError(ErrorCode.PermissionDenied);
        }
        return { expiresAt: claims.exp };
      }
      return undefined;
    },
    channelOptions: testChannelOptions,
    async onPublish() {
      return undefined;
    },
    async onRpc(ctx) {
      if (ctx.method === 'echo') {
        return { data: ctx.data };
      }
      throw new RealtimeError(ErrorCode.MethodNotFound);
    },
    onMessage(ctx) {
      record.messages.push(ctx);
    },
  };
}

export async function startTestServer(
  overrides: Partial<RealtimeServerOptions> = {},
  port = 0,
): Promise<TestServer> {
  const record: HookRecord = { connects: [], messages: [] };
  const realtime = createRealtimeServer({ ...testServerOptions(record), ...overrides });
  await realtime.ready();
  const http = createServer((request, response) => {
    realtime.handleHttp(request, response).then(
      (handled) => {
        if (!handled) {
          response.writeHead(404).end();
        }
      },
      () => response.destroy(),
    );
  });
  http.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) {
      socket.destroy();
    }
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const address = http.address() as AddressInfo;
  const base = `127.0.0.1:${address.port}`;
  return {
    realtime,
    http,
    port: address.port,
    record,
    emulationEndpoint: `http://${base}/emulation`,
    endpoint(transport) {
      if (transport === 'websocket') {
        return `ws://${base}/connection/websocket`;
      }
      return `http://${base}/connection/${transport}`;
    },
    async close() {
      await realtime.shutdown();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
