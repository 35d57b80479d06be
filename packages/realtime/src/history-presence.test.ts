import type { Centrifuge } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from './codes.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer, TestTransport } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

async function subscribedClient(transport: TestTransport, user: string, channel: string) {
  const client = pool.create(server, transport, { token: makeToken({ sub: user }) });
  const sub = client.newSubscription(channel);
  const ready = nextEvent(sub, 'subscribed');
  sub.subscribe();
  client.connect();
  await ready;
  return { client, sub };
}

function values(result: { publications: { data: unknown }[] }): number[] {
  return result.publications.map((publication) => (publication.data as { n: number }).n);
}

describe.each(transportCases)('history over %s', (transport) => {
  const channel = `history:list-${transport}`;
  let client: Centrifuge;
  let epoch = '';

  beforeAll(async () => {
    for (let n = 1; n <= 15; n++) {
      epoch = (await server.realtime.publish(channel, { n })).epoch ?? '';
    }
  });

  it('returns only the position without limit', async () => {
    ({ client } = await subscribedClient(transport, 'reader', channel));
    const result = await client.history(channel);
    expect(result).toEqual({ publications: [], offset: 15, epoch });
    const since = await client.history(channel, { since: { offset: 3, epoch } });
    expect(since.publications).toEqual([]);
  });

  it('returns the oldest first, or the newest first when reverse', async () => {
    ({ client } = await subscribedClient(transport, 'reader', channel));
    expect(values(await client.history(channel, { limit: 10 }))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(values(await client.history(channel, { limit: 3, reverse: true }))).toEqual([15, 14, 13]);
    const all = await client.history(channel, { limit: -1 });
    expect(all.publications.map((publication) => publication.offset)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });

  it('iterates from a stream position forward and backward', async () => {
    ({ client } = await subscribedClient(transport, 'reader', channel));
    expect(values(await client.history(channel, { limit: 3, since: { offset: 10, epoch } }))).toEqual([
      11, 12, 13,
    ]);
    expect(
      values(await client.history(channel, { limit: 3, since: { offset: 10, epoch }, reverse: true })),
    ).toEqual([9, 8, 7]);
    expect(values(await client.history(channel, { limit: 5, since: { offset: 15, epoch } }))).toEqual([]);
  });

  it('answers 112 for a wrong epoch, 107 for reverse from offset 0, 108 when disabled, 103 when not subscribed', async () => {
    ({ client } = await subscribedClient(transport, 'reader', channel));
    await expect(
      client.history(channel, { limit: 1, since: { offset: 1, epoch: 'wrong' } }),
    ).rejects.toMatchObject({
      code: ErrorCode.UnrecoverablePosition,
    });
    await expect(
      client.history(channel, { limit: 1, since: { offset: 0, epoch }, reverse: true }),
    ).rejects.toMatchObject({ code: ErrorCode.BadRequest });
    const plain = `plain:no-history-${transport}`;
    client.newSubscription(plain).subscribe();
    await expect(client.history(plain, { limit: 1 })).rejects.toMatchObject({ code: ErrorCode.NotAvailable });
    await expect(client.history(`history:other-${transport}`, { limit: 1 })).rejects.toMatchObject({
      code: ErrorCode.PermissionDenied,
    });
  });

  it('is available to the server with publication info', async () => {
    const result = await server.realtime.history(channel, { limit: 2, reverse: true });
    expect(result).toEqual({
      publications: [
        { data: { n: 15 }, offset: 15 },
        { data: { n: 14 }, offset: 14 },
      ],
      offset: 15,
      epoch,
    });
  });
});

describe.each(transportCases)('presence and join/leave over %s', (transport) => {
  const channel = `presence:room-${transport}`;

  it('lists both clients of one user and counts them', async () => {
    const first = await subscribedClient(transport, 'alice', channel);
    const second = await subscribedClient(transport, 'alice', channel);
    const presence = await first.client.presence(channel);
    const entries = Object.values(presence.clients);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ user: 'alice', connInfo: { name: 'name-alice' } });
    }
    expect(Object.keys(presence.clients).sort()).toEqual(entries.map((entry) => entry.client).sort());
    expect(await second.sub.presenceStats()).toEqual({ numClients: 2, numUsers: 1 });
    expect(await server.realtime.presenceStats(channel)).toEqual({ numClients: 2, numUsers: 1 });
    second.client.disconnect();
    await waitUntil(
      async () => (await server.realtime.presenceStats(channel)).numClients === 1,
      'presence shrinks',
    );
  });

  it('answers 108 when presence is disabled', async () => {
    const plain = `plain:no-presence-${transport}`;
    const { client } = await subscribedClient(transport, 'bob', plain);
    await expect(client.presence(plain)).rejects.toMatchObject({ code: ErrorCode.NotAvailable });
    await expect(client.presenceStats(plain)).rejects.toMatchObject({ code: ErrorCode.NotAvailable });
  });

  it('pushes join and leave with the info of who came and went', async () => {
    const room = `presence:joins-${transport}`;
    const watcher = await subscribedClient(transport, 'watcher', room);
    const joined = nextEvent(watcher.sub, 'join', (event) => event.info.user === 'visitor');
    const visitor = await subscribedClient(transport, 'visitor', room);
    const join = await joined;
    expect(join.info).toMatchObject({ user: 'visitor', connInfo: { name: 'name-visitor' } });
    const left = nextEvent(watcher.sub, 'leave', (event) => event.info.user === 'visitor');
    visitor.sub.unsubscribe();
    const leave = await left;
    expect(leave.info.client).toBe(join.info.client);
    const presence = await server.realtime.presence(room);
    expect(Object.values(presence).map((entry) => entry.user)).toEqual(['watcher']);
  });
});

describe('presence expiry', () => {
  it('keeps live subscribers present past the presence TTL by refreshing them', async () => {
    const own = await startTestServer({ presenceTtlMs: 300, presenceUpdateIntervalMs: 100 });
    try {
      const client = pool.create(own, 'websocket', { token: makeToken({ sub: 'stayer' }) });
      const sub = client.newSubscription('presence:ttl');
      sub.subscribe();
      client.connect();
      await sub.ready(3000);
      await sleep(800);
      expect(await own.realtime.presenceStats('presence:ttl')).toEqual({ numClients: 1, numUsers: 1 });
      client.disconnect();
      await waitUntil(
        async () => (await own.realtime.presenceStats('presence:ttl')).numClients === 0,
        'it is gone',
      );
    } finally {
      await own.close();
    }
  });
});
