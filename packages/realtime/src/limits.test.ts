import type { Socket } from 'node:net';
import { connect as netConnect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ErrorCode } from './codes.ts';
import { RawWebSocket } from './testing/raw-websocket.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();
const goodOrigin = 'https://app.example';

beforeAll(async () => {
  server = await startTestServer({
    maxSubscriptionsPerConnection: 3,
    maxMessageSize: 1024,
    commandRate: { perSecond: 1, burst: 5 },
    maxQueueSize: 64 * 1024,
    allowedOrigins: (origin) => origin === goodOrigin,
  });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

describe.each(transportCases)('limits over %s', (transport) => {
  it('refuses a subscription over the per-connection limit with 106', async () => {
    const client = pool.create(server, transport);
    const subs = [1, 2, 3].map((i) => client.newSubscription(`plain:limit-${transport}-${i}`));
    for (const sub of subs) {
      sub.subscribe();
    }
    client.connect();
    await Promise.all(subs.map((sub) => sub.ready(3000)));
    const extra = client.newSubscription(`plain:limit-${transport}-4`);
    const unsubscribed = nextEvent(extra, 'unsubscribed');
    extra.subscribe();
    expect((await unsubscribed).code).toBe(ErrorCode.LimitExceeded);
  });
});

describe('message size', () => {
  it('closes a websocket with 1009 and a reason when a frame is too large', async () => {
    const raw = await RawWebSocket.open(server.endpoint('websocket'));
    await raw.connect();
    raw.send({ id: 2, rpc: { method: 'echo', data: 'x'.repeat(2000) } });
    expect(await raw.closed).toEqual({ code: 1009, reason: 'message size limit exceeded' });
  });

  it('makes the official client stop with code 3', async () => {
    const client = pool.create(server, 'websocket');
    client.connect();
    await client.ready(3000);
    const disconnected = nextEvent(client, 'disconnected');
    client.rpc('echo', 'x'.repeat(2000)).catch(() => undefined);
    expect(await disconnected).toMatchObject({ code: 3, reason: 'message size limit exceeded' });
  });
});

describe('origin check', () => {
  it('refuses a websocket handshake from a foreign origin with 403', async () => {
    const socket = new WebSocket(server.endpoint('websocket'), {
      headers: { Origin: 'https://evil.example' },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
    socket.terminate();
  });

  it('accepts a same-origin page: its Origin names the host it connects to', async () => {
    const sameOrigin = new URL(server.endpoint('websocket')).origin.replace('ws:', 'http:');
    const raw = await RawWebSocket.open(server.endpoint('websocket'), { Origin: sameOrigin });
    expect((await raw.connect()).connect).toBeDefined();
    raw.close();
  });

  it('accepts an allowed origin and a request without origin', async () => {
    const withOrigin = await RawWebSocket.open(server.endpoint('websocket'), { Origin: goodOrigin });
    expect((await withOrigin.connect()).connect).toBeDefined();
    const withoutOrigin = await RawWebSocket.open(server.endpoint('websocket'));
    expect((await withoutOrigin.connect()).connect).toBeDefined();
    withOrigin.close();
    withoutOrigin.close();
  });
});

describe('command rate', () => {
  it('answers 111 (temporary) over the rate, then disconnects 3013 when grossly over', async () => {
    const raw = await RawWebSocket.open(server.endpoint('websocket'));
    await raw.connect();
    const rpcs = Array.from({ length: 9 }, (_, i) => ({ id: i + 2, rpc: { method: 'echo', data: i } }));
    raw.send(...rpcs);
    const replies = await Promise.all(rpcs.map(() => raw.next()));
    const limited = replies.filter((reply) => reply.error !== undefined);
    expect(limited).toHaveLength(5);
    expect(limited[0]?.error).toEqual({ code: 111, message: 'too many requests', temporary: true });
    expect(replies.filter((reply) => reply.rpc !== undefined)).toHaveLength(4);
    raw.send({ id: 20, rpc: { method: 'echo' } }, { id: 21, rpc: { method: 'echo' } });
    expect(await raw.closed).toEqual({ code: 3013, reason: 'too many requests' });
  });
});

describe('slow client', () => {
  it('disconnects a client that stops reading with 3008 once its queue is over the limit', async () => {
    let tcp: Socket | undefined;
    const socket = new WebSocket(server.endpoint('websocket'), {
      createConnection: () => {
        tcp = netConnect({ port: server.port, host: '127.0.0.1' });
        return tcp;
      },
    });
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ id: 1, connect: {} }));
    socket.send(JSON.stringify({ id: 2, subscribe: { channel: 'plain:slow' } }));
    await waitUntil(() => frames.length >= 2, 'connect and subscribe replies');
    tcp?.pause();
    const before = server.realtime.stats().connections;
    const chunk = 'x'.repeat(32 * 1024);
    for (let i = 0; i < 2000 && server.realtime.stats().connections === before; i++) {
      await server.realtime.publish('plain:slow', chunk);
      if (i % 10 === 0) {
        await sleep(1);
      }
    }
    expect(server.realtime.stats().connections).toBe(before - 1);
    tcp?.resume();
    expect(await closed).toEqual({ code: 3008, reason: 'slow' });
  });
});
