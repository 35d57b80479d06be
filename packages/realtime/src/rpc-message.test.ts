import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from './codes.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
let bare: TestServer;
const pool = new ClientPool();

beforeAll(async () => {
  server = await startTestServer();
  bare = await startTestServer({ onRpc: undefined, onMessage: undefined, onPublish: undefined });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await Promise.all([server.close(), bare.close()]);
});

describe.each(transportCases)('rpc, send and messages over %s', (transport) => {
  it('answers rpc with the hook data and 104 for an unknown method', async () => {
    const client = pool.create(server, transport);
    client.connect();
    expect(await client.rpc('echo', { deep: [1, { two: 'ü\n' }] })).toEqual({
      data: { deep: [1, { two: 'ü\n' }] },
    });
    await expect(client.rpc('missing', {})).rejects.toMatchObject({ code: ErrorCode.MethodNotFound });
  });

  it('answers 108 to rpc and publish when the server has no hook', async () => {
    const client = pool.create(bare, transport);
    client.connect();
    await expect(client.rpc('echo', {})).rejects.toMatchObject({ code: ErrorCode.NotAvailable });
    await expect(client.publish('plain:x', {})).rejects.toMatchObject({ code: ErrorCode.NotAvailable });
  });

  it('hands send() to the message hook, sends no reply and keeps the connection', async () => {
    const user = `sender-${transport}`;
    const client = pool.create(server, transport, { token: makeToken({ sub: user }) });
    const connected = nextEvent(client, 'connected');
    client.connect();
    const ctx = await connected;
    await client.send({ hello: transport });
    await waitUntil(
      () => server.record.messages.some((message) => message.userId === user),
      'the hook sees it',
    );
    const message = server.record.messages.find((item) => item.userId === user);
    expect(message).toEqual({ client: ctx.client, userId: user, data: { hello: transport } });
    expect(client.state).toBe('connected');
  });

  it('accepts send() when the server has no message hook', async () => {
    const client = pool.create(bare, transport);
    client.connect();
    await client.ready(3000);
    const connecting = collectEvents(client, 'connecting');
    await client.send({ ignored: true });
    await sleep(100);
    expect(await client.rpc('echo', {}).catch((error: { code: number }) => error.code)).toBe(
      ErrorCode.NotAvailable,
    );
    expect(connecting).toEqual([]);
    expect(client.state).toBe('connected');
  });

  it('delivers a server message push as a message event', async () => {
    const user = `receiver-${transport}`;
    const client = pool.create(server, transport, { token: makeToken({ sub: user }) });
    client.connect();
    await client.ready(3000);
    const message = nextEvent(client, 'message');
    await server.realtime.sendMessage(user, { note: 'hello' });
    expect((await message).data).toEqual({ note: 'hello' });
  });
});
