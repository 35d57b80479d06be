import type { Centrifuge, Subscription } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { authenticateTestToken, startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();

beforeAll(async () => {
  server = await startTestServer({
    async authenticate(ctx) {
      const result = await authenticateTestToken(ctx);
      if (result.userId.startsWith('server-side')) {
        return { ...result, channels: [`history:${result.userId}`] };
      }
      return result;
    },
  });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

async function subscribed(client: Centrifuge, channel: string): Promise<Subscription> {
  const sub = client.newSubscription(channel);
  const ready = nextEvent(sub, 'subscribed');
  sub.subscribe();
  client.connect();
  await ready;
  return sub;
}

describe.each(transportCases)('recovery over %s', (transport) => {
  it('delivers 1000 sequential publications in order with increasing offsets', async () => {
    const channel = `history:order-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const events = collectEvents(sub, 'publication');
    for (let i = 1; i <= 1000; i++) {
      await server.realtime.publish(channel, { i });
    }
    await waitUntil(() => events.length === 1000, 'all publications arrive', 10_000);
    expect(events.map((event) => (event.data as { i: number }).i)).toEqual(
      Array.from({ length: 1000 }, (_, i) => i + 1),
    );
    expect(events.map((event) => event.offset)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it('recovers missed publications after a reconnect, then continues live', async () => {
    const channel = `history:reconnect-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const events = collectEvents(sub, 'publication');
    await server.realtime.publish(channel, { n: 1 });
    await waitUntil(() => events.length === 1, 'publication 1 arrives');
    client.disconnect();
    for (const n of [2, 3, 4]) {
      await server.realtime.publish(channel, { n });
    }
    const resubscribed = nextEvent(sub, 'subscribed');
    client.connect();
    const ctx = await resubscribed;
    expect(ctx).toMatchObject({ wasRecovering: true, recovered: true, hasRecoveredPublications: true });
    await server.realtime.publish(channel, { n: 5 });
    await waitUntil(() => events.length === 5, 'publications 2-5 arrive');
    expect(events.map((event) => event.data)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(events.map((event) => event.offset)).toEqual([1, 2, 3, 4, 5]);
  });

  it('recovers after unsubscribe and subscribe', async () => {
    const channel = `history:resubscribe-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const events = collectEvents(sub, 'publication');
    await server.realtime.publish(channel, { n: 1 });
    await waitUntil(() => events.length === 1, 'publication 1 arrives');
    sub.unsubscribe();
    await waitUntil(() => server.realtime.stats().subscriptions === 0, 'the server drops the subscription');
    await server.realtime.publish(channel, { n: 2 });
    await server.realtime.publish(channel, { n: 3 });
    const resubscribed = nextEvent(sub, 'subscribed');
    sub.subscribe();
    expect(await resubscribed).toMatchObject({ wasRecovering: true, recovered: true });
    await waitUntil(() => events.length === 3, 'publications 2-3 arrive');
    expect(events.map((event) => event.offset)).toEqual([1, 2, 3]);
  });

  it('reports recovered:false without publications when history was trimmed, and goes on live', async () => {
    const channel = `small:trimmed-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const events = collectEvents(sub, 'publication');
    await server.realtime.publish(channel, { n: 1 });
    await waitUntil(() => events.length === 1, 'publication 1 arrives');
    client.disconnect();
    for (const n of [2, 3, 4, 5]) {
      await server.realtime.publish(channel, { n });
    }
    const resubscribed = nextEvent(sub, 'subscribed');
    client.connect();
    const ctx = await resubscribed;
    expect(ctx).toMatchObject({ wasRecovering: true, recovered: false, hasRecoveredPublications: false });
    expect(ctx.streamPosition?.offset).toBe(5);
    await server.realtime.publish(channel, { n: 6 });
    await waitUntil(() => events.length === 2, 'publication 6 arrives');
    expect(events.map((event) => event.offset)).toEqual([1, 6]);
  });

  it('reports recovered:false when the epoch changed', async () => {
    const channel = `history:epoch-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const first = nextEvent(sub, 'publication');
    await server.realtime.publish(channel, { n: 1 });
    await first;
    client.disconnect();
    await server.realtime.removeHistory(channel);
    await server.realtime.publish(channel, { n: 1 });
    const resubscribed = nextEvent(sub, 'subscribed');
    client.connect();
    const ctx = await resubscribed;
    expect(ctx).toMatchObject({ wasRecovering: true, recovered: false });
  });

  it('has no gap and no duplicate while publishing during resubscribes', async () => {
    const channel = `history:race-${transport}`;
    const client = pool.create(server, transport);
    const sub = await subscribed(client, channel);
    const offsets: number[] = [];
    sub.on('publication', (event) => offsets.push(event.offset ?? -1));
    let running = true;
    let published = 0;
    const publisher = (async () => {
      while (running) {
        await server.realtime.publish(channel, { i: published });
        published += 1;
        await sleep(published % 5 === 0 ? 1 : 0);
      }
    })();
    for (let round = 0; round < 4; round++) {
      await sleep(30);
      sub.unsubscribe();
      await sleep(20);
      const again = nextEvent(sub, 'subscribed');
      sub.subscribe();
      expect(await again).toMatchObject({ recovered: true });
    }
    client.disconnect();
    await sleep(20);
    const reconnected = nextEvent(sub, 'subscribed');
    client.connect();
    expect(await reconnected).toMatchObject({ recovered: true });
    await sleep(30);
    running = false;
    await publisher;
    await waitUntil(() => offsets.length === published, 'every publication arrives once', 5000);
    expect(offsets).toEqual(Array.from({ length: published }, (_, i) => i + 1));
  });

  it('recovers server-side subscriptions through the connect subs', async () => {
    const user = `server-side-${transport}`;
    const channel = `history:${user}`;
    const client = pool.create(server, transport, { token: makeToken({ sub: user }) });
    const publications = collectEvents(client, 'publication');
    const first = nextEvent(client, 'subscribed');
    client.connect();
    expect(await first).toMatchObject({ channel, recoverable: true, positioned: true, wasRecovering: false });
    await server.realtime.publish(channel, { n: 1 });
    await waitUntil(() => publications.length === 1, 'publication 1 arrives');
    client.disconnect();
    await server.realtime.publish(channel, { n: 2 });
    const again = nextEvent(client, 'subscribed');
    client.connect();
    expect(await again).toMatchObject({ channel, wasRecovering: true, recovered: true });
    await waitUntil(() => publications.length === 2, 'publication 2 is recovered');
    expect(publications.map((event) => [event.channel, event.offset])).toEqual([
      [channel, 1],
      [channel, 2],
    ]);
  });
});
