import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawWebSocket } from './testing/raw-websocket.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
let pingServer: TestServer;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  server = await startTestServer({ staleCloseDelayMs: 300, expiredCloseDelayMs: 200 });
  pingServer = await startTestServer({ pingIntervalMs: 200, pongTimeoutMs: 150 });
});
afterAll(async () => {
  await Promise.all([server.close(), pingServer.close()]);
});

async function open(target: TestServer = server): Promise<RawWebSocket> {
  return RawWebSocket.open(target.endpoint('websocket'));
}

describe('connect and replies (exact JSON)', () => {
  it('answers connect with client, ping and pong only', async () => {
    const raw = await open();
    const reply = await raw.connect({ name: 'js', unknown_field: 1 });
    expect(Object.keys(reply)).toEqual(['id', 'connect']);
    const result = reply.connect as Record<string, unknown>;
    expect(result.client).toMatch(uuid);
    expect(result).toEqual({ client: result.client, ping: 25, pong: true });
    raw.close();
  });

  it('handles connect and subscribe batched in the first frame, in order', async () => {
    const raw = await open();
    raw.send({ connect: { name: 'js' }, id: 1 }, { subscribe: { channel: 'plain:batch', flag: 1 }, id: 2 });
    expect((await raw.next()).id).toBe(1);
    expect(await raw.next()).toEqual({ id: 2, subscribe: {} });
    raw.close();
  });

  it('replies to a history channel subscribe with its position, offset omitted at 0', async () => {
    const raw = await open();
    await raw.connect();
    raw.send({ id: 2, subscribe: { channel: 'history:raw-position' } });
    const reply = await raw.next();
    const result = reply.subscribe as Record<string, unknown>;
    expect(result).toEqual({ recoverable: true, positioned: true, epoch: result.epoch });
    expect(result.epoch).toMatch(/^[a-zA-Z]{8}$/);
    await server.realtime.publish('history:raw-position', { a: 1 });
    expect(await raw.next()).toEqual({
      push: { channel: 'history:raw-position', pub: { data: { a: 1 }, offset: 1 } },
    });
    raw.send({ id: 3, history: { channel: 'history:raw-position' } });
    expect(await raw.next()).toEqual({
      id: 3,
      history: { publications: [], epoch: result.epoch, offset: 1 },
    });
    raw.close();
  });

  it('writes error replies as {code, message} and temporary only when true', async () => {
    const raw = await open();
    await raw.connect({ token: makeToken({ sub: 'u' }) });
    raw.send({ id: 2, subscribe: { channel: 'denied:x' } });
    expect(await raw.next()).toEqual({ id: 2, error: { code: 103, message: 'permission denied' } });
    raw.send({ id: 3, subscribe: { channel: 'plain:dup' } }, { id: 4, subscribe: { channel: 'plain:dup' } });
    expect(await raw.next()).toEqual({ id: 3, subscribe: {} });
    expect(await raw.next()).toEqual({ id: 4, error: { code: 105, message: 'already subscribed' } });
    raw.send({ id: 5, rpc: { method: 'nope' } });
    expect(await raw.next()).toEqual({ id: 5, error: { code: 104, message: 'method not found' } });
    raw.send({ id: 6, ping: {} });
    expect(await raw.next()).toEqual({ id: 6, error: { code: 108, message: 'not available' } });
    raw.send({ id: 7, unsubscribe: { channel: 'plain:never' } });
    expect(await raw.next()).toEqual({ id: 7, unsubscribe: {} });
    raw.send({ id: 8, presence: { channel: 'plain:dup' } });
    expect(await raw.next()).toEqual({ id: 8, error: { code: 108, message: 'not available' } });
    raw.close();
  });

  it('pushes server messages as {"push":{"message":{"data":…}}}', async () => {
    const raw = await open();
    await raw.connect({ token: makeToken({ sub: 'raw-message' }) });
    await server.realtime.sendMessage('raw-message', { note: 'hi' });
    expect(await raw.next()).toEqual({ push: { message: { data: { note: 'hi' } } } });
    raw.close();
  });
});

describe('protocol violations close with 3501 "bad request"', () => {
  const cases: [string, (raw: RawWebSocket) => Promise<void>][] = [
    ['a command before connect', async (raw) => raw.send({ id: 1, subscribe: { channel: 'plain:x' } })],
    ['malformed JSON', async (raw) => raw.send('{"connect":')],
    ['an empty frame', async (raw) => raw.send('')],
    ['a JSON array', async (raw) => raw.send('[1,2]')],
    ['a command without a known method', async (raw) => raw.send({ id: 1, frobnicate: {} })],
    ['a command without id', async (raw) => raw.send({ connect: {} })],
    ['a field of the wrong type', async (raw) => raw.send({ id: 1, connect: { token: 5 } })],
    ['a blank line between commands', async (raw) => raw.send('{"id":1,"connect":{}}\n\n{"id":2,"rpc":{}}')],
    [
      'a second connect',
      async (raw) => {
        await raw.connect();
        raw.send({ id: 2, connect: {} });
      },
    ],
    [
      'a refresh without token',
      async (raw) => {
        await raw.connect();
        raw.send({ id: 2, refresh: {} });
      },
    ],
    [
      'a subscribe without channel',
      async (raw) => {
        await raw.connect();
        raw.send({ id: 2, subscribe: {} });
      },
    ],
  ];
  it.each(cases)('%s', async (_name, act) => {
    // Earlier tests' own closes reach the server asynchronously; start from none.
    await waitUntil(() => server.realtime.stats().connections === 0, 'earlier connections are gone');
    const raw = await open();
    await waitUntil(() => server.realtime.stats().connections === 1, 'the server registers the connection');
    await act(raw);
    expect(await raw.closed).toEqual({ code: 3501, reason: 'bad request' });
    // The server drops the offender before it closes the socket.
    expect(server.realtime.stats()).toEqual({ connections: 0, subscriptions: 0 });
  });
});

describe('timers', () => {
  it('closes with 3502 "stale" when no connect arrives in time', async () => {
    const raw = await open();
    const started = Date.now();
    expect(await raw.closed).toEqual({ code: 3502, reason: 'stale' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('closes with 3005 when the connection is not refreshed by expiry plus grace', async () => {
    const raw = await open();
    const reply = await raw.connect({ token: makeToken({ sub: 'raw-exp', exp: Date.now() + 400 }) });
    expect(reply.connect).toMatchObject({ expires: true, ttl: 1 });
    const started = Date.now();
    expect(await raw.closed).toEqual({ code: 3005, reason: 'connection expired' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('pings with {} and keeps a connection that answers {}', async () => {
    const raw = await open(pingServer);
    const reply = await raw.connect();
    expect(reply.connect).toMatchObject({ ping: 1, pong: true });
    for (let i = 0; i < 4; i++) {
      expect(await raw.next()).toEqual({});
      raw.send('{}');
    }
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.close();
  });

  it('closes with 3012 "no pong" when pings are not answered', async () => {
    const raw = await open(pingServer);
    await raw.connect();
    expect(await raw.next()).toEqual({});
    expect(await raw.closed).toEqual({ code: 3012, reason: 'no pong' });
  });
});

describe('disconnect reasons', () => {
  it.each([
    ['', 'force disconnect'],
    ['{"reason":"x","reconnect":false}', 'force disconnect'],
    ['42', 'force disconnect'],
    ['é'.repeat(100), 'é'.repeat(61)],
  ])('never sends an empty or JSON close reason (%s)', async (reason, expected) => {
    const raw = await open();
    const reply = await raw.connect();
    const client = (reply.connect as Record<string, unknown>).client as string;
    await server.realtime.disconnectClient(client, 3503, reason);
    const closed = await raw.closed;
    expect(closed).toEqual({ code: 3503, reason: expected });
    expect(Buffer.byteLength(closed.reason)).toBeLessThanOrEqual(123);
  });

  it('keeps serving after garbage from many clients', async () => {
    const garbage = [
      '\u0000',
      '{',
      'null',
      '{"id":-1,"rpc":{}}',
      '{"id":1.5,"connect":{}}',
      '{"id":1,"connect":[]}',
    ];
    for (const frame of garbage) {
      const raw = await open();
      raw.send(frame);
      expect((await raw.closed).code).toBe(3501);
    }
    const raw = await open();
    expect((await raw.connect()).connect).toBeDefined();
    raw.close();
    await sleep(10);
  });
});
