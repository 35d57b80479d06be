import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DisconnectCode } from './codes.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();
let connects = 0;

beforeAll(async () => {
  server = await startTestServer({
    async authenticate(ctx) {
      connects += 1;
      return { userId: ctx.token === '' ? 'anonymous' : ctx.token };
    },
  });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

describe.each(transportCases)('server disconnect over %s', (transport) => {
  async function connectedClient(token: string) {
    const client = pool.create(server, transport, { token });
    const connected = nextEvent(client, 'connected');
    client.connect();
    return { client, ctx: await connected };
  }

  it.each([DisconnectCode.ForceDisconnect, 4501])('stops for good after terminal code %i', async (code) => {
    const { client, ctx } = await connectedClient(`terminal-${code}-${transport}`);
    const connecting = collectEvents(client, 'connecting');
    const disconnected = nextEvent(client, 'disconnected');
    const before = connects;
    await server.realtime.disconnectClient(ctx.client, code, 'go away');
    const event = await disconnected;
    expect(event.code).toBe(code);
    expect(event.reason).toBe('go away');
    await sleep(300);
    expect(connects).toBe(before);
    expect(connecting).toEqual([]);
    expect(client.state).toBe('disconnected');
  });

  it('reconnects after a custom reconnect code (4001)', async () => {
    const { client, ctx } = await connectedClient(`reconnect-${transport}`);
    const connecting = nextEvent(client, 'connecting', (event) => event.code === 4001);
    const reconnected = nextEvent(client, 'connected', (event) => event.client !== ctx.client);
    await server.realtime.disconnectClient(ctx.client, 4001, 'please reconnect');
    expect((await connecting).reason).toBe('please reconnect');
    await reconnected;
  });

  it('disconnects every connection of a user', async () => {
    const user = `user-many-${transport}`;
    const first = await connectedClient(user);
    const second = await connectedClient(user);
    const other = await connectedClient(`user-other-${transport}`);
    const firstDone = nextEvent(first.client, 'disconnected');
    const secondDone = nextEvent(second.client, 'disconnected');
    await server.realtime.disconnectUser(user, DisconnectCode.ForceDisconnect, 'banned');
    expect((await firstDone).code).toBe(DisconnectCode.ForceDisconnect);
    expect((await secondDone).reason).toBe('banned');
    await sleep(100);
    expect(other.client.state).toBe('connected');
  });

  it('reconnects elsewhere after shutdown (3001) and resubscribes when a node is back', async () => {
    const own = await startTestServer();
    const port = own.port;
    const client = pool.create(own, transport);
    const sub = client.newSubscription('plain:after-restart');
    sub.subscribe();
    const connected = nextEvent(client, 'connected');
    client.connect();
    await connected;
    await nextEvent(sub, 'subscribed');
    const connecting = nextEvent(client, 'connecting', (event) => event.code === DisconnectCode.Shutdown);
    const resubscribing = nextEvent(sub, 'subscribing');
    await own.close();
    const event = await connecting;
    expect(event.reason).toBe('shutdown');
    await resubscribing;
    const restarted = await startTestServer({}, port);
    try {
      await nextEvent(client, 'connected');
      await nextEvent(sub, 'subscribed');
      expect(restarted.realtime.stats().subscriptions).toBe(1);
    } finally {
      client.disconnect();
      await restarted.close();
    }
  });
});

describe('shutdown', () => {
  it('refuses new connections and closes every transport', async () => {
    const own = await startTestServer();
    const clients = transportCases.map((transport) => pool.create(own, transport));
    const connected = clients.map((client) => nextEvent(client, 'connected'));
    for (const client of clients) {
      client.connect();
    }
    await Promise.all(connected);
    const codes = clients.map((client) => nextEvent(client, 'connecting'));
    await own.close();
    expect((await Promise.all(codes)).map((event) => event.code)).toEqual([3001, 3001, 3001]);
    await waitUntil(() => own.realtime.stats().connections === 0, 'connections are gone');
    const refused = await fetch(`${own.emulationEndpoint}`, { method: 'POST', body: '{}' }).catch(() => null);
    expect(refused === null || refused.status === 503).toBe(true);
    for (const client of clients) {
      client.disconnect();
    }
  });
});
