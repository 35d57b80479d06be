import { UnauthorizedError } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from './codes.ts';
import { RealtimeError } from './errors.ts';
import type { AuthenticateContext } from './server-options.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { authenticateTestToken, startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();
const attempts: AuthenticateContext[] = [];
const failedOnce = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({
    async authenticate(ctx) {
      attempts.push(ctx);
      if (ctx.token.startsWith('reject-101')) {
        throw new RealtimeError(ErrorCode.Unauthorized);
      }
      if (ctx.token.startsWith('fail-once') && !failedOnce.has(ctx.token)) {
        failedOnce.add(ctx.token);
        throw new RealtimeError(ErrorCode.Internal);
      }
      if (ctx.token.startsWith('fail-once') || ctx.token.startsWith('reject-101')) {
        return { userId: 'flaky' };
      }
      const result = await authenticateTestToken(ctx);
      return { ...result, data: { version: '1.2.3', echo: ctx.data } };
    },
  });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

function attemptsWith(token: string): number {
  return attempts.filter((ctx) => ctx.token === token).length;
}

describe.each(transportCases)('connect over %s', (transport) => {
  it('connects with a client id and disconnects with code 0', async () => {
    const client = pool.create(server, transport, { token: makeToken({ sub: 'u1' }) });
    const connected = nextEvent(client, 'connected');
    client.connect();
    await client.ready(3000);
    expect(client.state).toBe('connected');
    const ctx = await connected;
    expect(ctx.client).toMatch(/^[0-9a-f-]{36}$/);
    expect(ctx.transport).toBe(transport);
    expect(server.realtime.stats().connections).toBeGreaterThan(0);
    const disconnected = nextEvent(client, 'disconnected');
    client.disconnect();
    expect((await disconnected).code).toBe(0);
    await waitUntil(() => server.realtime.stats().connections === 0, 'the server sees the connection closed');
  });

  it('passes connect data to the hook and returns the hook data in the reply', async () => {
    const token = makeToken({ sub: `data-${transport}` });
    const client = pool.create(server, transport, { token, data: { app: 'web', n: 7 } });
    const connected = nextEvent(client, 'connected');
    client.connect();
    const ctx = await connected;
    expect(ctx.data).toEqual({ version: '1.2.3', echo: { app: 'web', n: 7 } });
    const seen = attempts.find((attempt) => attempt.token === token);
    expect(seen?.data).toEqual({ app: 'web', n: 7 });
    expect(seen?.name).toBe('js');
    expect(seen?.transport).toBe(transport);
    expect(seen?.remoteAddress).toContain('127.0.0.1');
  });

  it('stops after a terminal connect error (101) without reconnecting', async () => {
    const token = `reject-101-${transport}`;
    const client = pool.create(server, transport, { token });
    const disconnected = nextEvent(client, 'disconnected');
    client.connect();
    const ctx = await disconnected;
    expect(ctx.code).toBe(ErrorCode.Unauthorized);
    await sleep(300);
    expect(attemptsWith(token)).toBe(1);
    expect(client.state).toBe('disconnected');
  });

  it('reconnects after a temporary connect error (100)', async () => {
    const token = `fail-once-${transport}`;
    const client = pool.create(server, transport, { token });
    const errors = collectEvents(client, 'error');
    const connected = nextEvent(client, 'connected');
    client.connect();
    await connected;
    expect(attemptsWith(token)).toBe(2);
    expect(errors.some((ctx) => ctx.type === 'connect' && ctx.error.code === ErrorCode.Internal)).toBe(true);
  });

  it('fetches a new token after 109 at connect', async () => {
    const sub = `expired-${transport}`;
    let calls = 0;
    const client = pool.create(server, transport, {
      getToken: async () => {
        calls += 1;
        return makeToken({ sub, exp: calls === 1 ? Date.now() - 1000 : Date.now() + 60_000 });
      },
    });
    const errors = collectEvents(client, 'error');
    const connected = nextEvent(client, 'connected');
    client.connect();
    await connected;
    expect(calls).toBe(2);
    expect(errors.some((ctx) => ctx.error.code === ErrorCode.TokenExpired)).toBe(true);
  });

  it('disconnects with code 1 when getToken throws UnauthorizedError', async () => {
    const client = pool.create(server, transport, {
      getToken: async () => {
        throw new UnauthorizedError('signed out');
      },
    });
    const disconnected = nextEvent(client, 'disconnected');
    client.connect();
    expect((await disconnected).code).toBe(1);
  });

  it('retries when getToken throws another error', async () => {
    let calls = 0;
    const client = pool.create(server, transport, {
      getToken: async () => {
        calls += 1;
        if (calls === 1) {
          throw new Error('network down');
        }
        return makeToken({ sub: 'retry' });
      },
    });
    const connected = nextEvent(client, 'connected');
    client.connect();
    await connected;
    expect(calls).toBe(2);
  });

  it('completes an rpc issued before connect()', async () => {
    const client = pool.create(server, transport);
    const result = client.rpc('echo', { early: true });
    client.connect();
    expect((await result).data).toEqual({ early: true });
  });

  it('leaves no connection behind after connect/disconnect loops', async () => {
    const client = pool.create(server, transport);
    for (let i = 0; i < 10; i++) {
      const connected = nextEvent(client, 'connected');
      client.connect();
      await connected;
      client.disconnect();
    }
    await waitUntil(() => server.realtime.stats().connections === 0, 'all connections are closed');
  });
});

describe('transport fallback', () => {
  it('falls back to http_stream when the websocket endpoint refuses', async () => {
    const { Centrifuge } = await import('centrifuge');
    const { default: WebSocket } = await import('ws');
    const client = new Centrifuge(
      [
        { transport: 'websocket', endpoint: `ws://127.0.0.1:${server.port}/not-a-websocket` },
        { transport: 'http_stream', endpoint: server.endpoint('http_stream') },
      ],
      { websocket: WebSocket, emulationEndpoint: server.emulationEndpoint, minReconnectDelay: 20 },
    );
    client.on('error', () => {});
    const connected = nextEvent(client, 'connected');
    client.connect();
    expect((await connected).transport).toBe('http_stream');
    client.disconnect();
  });
});
