import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBroker } from './redis-broker.ts';
import { defineBrokerContract } from './testing/broker-contract.ts';
import { StreamReader } from './testing/http-stream-reader.ts';
import { describeWithRedis, uniquePrefix } from './testing/redis-gate.ts';
import { TcpProxy } from './testing/tcp-proxy.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer, TestTransport } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

describeWithRedis('redis', (url) => {
  const prefix = uniquePrefix();

  afterAll(async () => {
    const redis = new Redis(url);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) {
      await redis.del(...keys);
    }
    await redis.quit();
  });

  defineBrokerContract('redis', () =>
    createRedisBroker({ url, prefix: `${prefix}-contract`, historyMetaTtlMs: 60_000 }),
  );

  describe('two nodes act as one', () => {
    let nodeA: TestServer;
    let nodeB: TestServer;
    const pool = new ClientPool();

    function node(nodeId: string): Promise<TestServer> {
      const broker = createRedisBroker({ url, prefix, historyMetaTtlMs: 60_000 });
      return startTestServer({ broker, nodeId, presenceUpdateIntervalMs: 1000 });
    }

    beforeAll(async () => {
      [nodeA, nodeB] = await Promise.all([node(`${prefix}-A`), node(`${prefix}-B`)]);
    });
    afterEach(() => pool.disconnectAll());
    afterAll(async () => {
      await Promise.all([nodeA.close(), nodeB.close()]);
    });

    async function subscribedOn(target: TestServer, transport: TestTransport, channel: string, user = 'u') {
      const client = pool.create(target, transport, { token: makeToken({ sub: user }) });
      const sub = client.newSubscription(channel);
      const ready = nextEvent(sub, 'subscribed');
      sub.subscribe();
      client.connect();
      await ready;
      return { client, sub };
    }

    it.each(transportCases)(
      'delivers a publication from node A to a %s subscriber on node B',
      async (transport) => {
        const channel = `history:cross-${transport}`;
        const { sub } = await subscribedOn(nodeB, transport, channel);
        const publication = nextEvent(sub, 'publication');
        const result = await nodeA.realtime.publish(channel, { from: 'A' });
        const event = await publication;
        expect(event.data).toEqual({ from: 'A' });
        expect(event.offset).toBe(result.offset);
      },
    );

    it.each(transportCases)(
      'recovers on node B what was missed after leaving node A (%s)',
      async (transport) => {
        const channel = `history:move-${transport}`;
        const proxy = await TcpProxy.start(nodeA.port);
        try {
          const endpoint = nodeA.endpoint(transport).replace(`:${nodeA.port}/`, `:${proxy.port}/`);
          const emulation = nodeA.emulationEndpoint.replace(`:${nodeA.port}/`, `:${proxy.port}/`);
          const moving = pool.create({ endpoint: () => endpoint, emulationEndpoint: emulation }, transport);
          const sub = moving.newSubscription(channel);
          const events = collectEvents(sub, 'publication');
          sub.subscribe();
          const first = nextEvent(moving, 'connected');
          moving.connect();
          const onA = await first;
          await nextEvent(sub, 'subscribed');
          await nodeA.realtime.publish(channel, { n: 1 });
          await waitUntil(() => events.length === 1, 'publication 1 arrives');
          proxy.retarget(nodeB.port);
          const moved = nextEvent(sub, 'subscribed');
          await nodeA.realtime.disconnectClient(onA.client, 3001, 'shutdown');
          await nodeA.realtime.publish(channel, { n: 2 });
          await nodeA.realtime.publish(channel, { n: 3 });
          expect(await moved).toMatchObject({ wasRecovering: true, recovered: true });
          await nodeB.realtime.publish(channel, { n: 4 });
          await waitUntil(() => events.length === 4, 'publications 2-4 arrive');
          expect(events.map((event) => event.offset)).toEqual([1, 2, 3, 4]);
          await waitUntil(() => nodeB.realtime.stats().connections === 1, 'the client is on node B');
        } finally {
          pool.disconnectAll();
          await proxy.close();
        }
      },
    );

    it('shows presence of users on both nodes, and their joins', async () => {
      const channel = 'presence:both-nodes';
      const onA = await subscribedOn(nodeA, 'websocket', channel, 'alice');
      const joined = nextEvent(onA.sub, 'join', (event) => event.info.user === 'bob');
      await subscribedOn(nodeB, 'sse', channel, 'bob');
      await joined;
      for (const target of [nodeA, nodeB]) {
        const users = Object.values(await target.realtime.presence(channel)).map((entry) => entry.user);
        expect(users.sort()).toEqual(['alice', 'bob']);
      }
      expect(await onA.sub.presenceStats()).toEqual({ numClients: 2, numUsers: 2 });
    });

    it('routes an emulation POST received by node B to the session on node A', async () => {
      const stream = await StreamReader.open(nodeA.endpoint('http_stream'), {
        method: 'POST',
        body: JSON.stringify({ id: 1, connect: {} }),
      });
      const result = (await stream.line()).connect as { session: string; node: string };
      expect(result.node).toBe(nodeA.realtime.nodeId);
      const data = JSON.stringify({ id: 2, rpc: { method: 'echo', data: 'via B' } });
      const response = await fetch(nodeB.emulationEndpoint, {
        method: 'POST',
        body: JSON.stringify({ session: result.session, node: result.node, data }),
      });
      expect(response.status).toBe(204);
      expect(await stream.line()).toEqual({ id: 2, rpc: { data: 'via B' } });
      const unknown = await fetch(nodeB.emulationEndpoint, {
        method: 'POST',
        body: JSON.stringify({ session: result.session, node: 'gone-node', data }),
      });
      expect(unknown.status).toBe(404);
      stream.abort();
    });

    it('runs server operations on every node', async () => {
      const onA = await subscribedOn(nodeA, 'websocket', 'plain:ops', 'carol');
      const message = nextEvent(onA.client, 'message');
      await nodeB.realtime.sendMessage('carol', { hi: 1 });
      expect((await message).data).toEqual({ hi: 1 });
      const unsubscribed = nextEvent(onA.sub, 'unsubscribed');
      await nodeB.realtime.unsubscribeUser('carol', 'plain:ops');
      expect((await unsubscribed).code).toBe(2000);
      const disconnected = nextEvent(onA.client, 'disconnected');
      await nodeB.realtime.disconnectUser('carol', 3503, 'banned everywhere');
      expect(await disconnected).toMatchObject({ code: 3503, reason: 'banned everywhere' });
    });

    it('has no gap and no duplicate while node A publishes during resubscribes on node B', async () => {
      const channel = 'history:redis-race';
      const { client, sub } = await subscribedOn(nodeB, 'websocket', channel);
      const offsets: number[] = [];
      sub.on('publication', (event) => offsets.push(event.offset ?? -1));
      let running = true;
      let published = 0;
      const publisher = (async () => {
        while (running) {
          await nodeA.realtime.publish(channel, { i: published });
          published += 1;
        }
      })();
      for (let round = 0; round < 5; round++) {
        await sleep(20);
        sub.unsubscribe();
        await sleep(5);
        const again = nextEvent(sub, 'subscribed');
        sub.subscribe();
        expect(await again).toMatchObject({ recovered: true });
      }
      client.disconnect();
      const reconnected = nextEvent(sub, 'subscribed');
      client.connect();
      expect(await reconnected).toMatchObject({ recovered: true });
      await sleep(20);
      running = false;
      await publisher;
      await waitUntil(() => offsets.length >= published, 'every publication arrives', 5000);
      expect(offsets).toEqual(Array.from({ length: published }, (_, i) => i + 1));
    });
  });
});
