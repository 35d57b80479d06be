import { randomBytes } from 'node:crypto';
import type { Subscription } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/client';
import { conversationParticipants, conversations } from '../db/schema/inbox';
import { createUser } from '../testing/factories/user.factory';
import { listenForRealtime, RealtimeClients } from '../testing/realtime-clients';
import { testRedisUrlFor } from '../testing/redis-gate';
import { buildTestApp, openTestStore, type TestApp } from '../testing/test-app';

const redisUrl = testRedisUrlFor('the two-node realtime suite over Redis');

describe.skipIf(!redisUrl)('two app nodes over Redis', () => {
  let store: Store;
  let drop: () => Promise<void>;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlA: string;
  let urlB: string;
  const clients = new RealtimeClients();

  beforeAll(async () => {
    ({ store, drop } = await openTestStore());
    const prefix = `test:${randomBytes(4).toString('hex')}`;
    const env = { REDIS_URL: redisUrl ?? '' };
    nodeA = await buildTestApp(env, { store, realtime: { redisPrefix: prefix } });
    nodeB = await buildTestApp(env, { store, realtime: { redisPrefix: prefix } });
    urlA = await listenForRealtime(nodeA.app);
    urlB = await listenForRealtime(nodeB.app);
  });
  afterAll(async () => {
    clients.closeAll();
    await nodeA?.close();
    await nodeB?.close();
    await drop?.();
  });

  const client = (url: string, token: string) => clients.open(url, token, { connect: true });
  const subscribed = (sub: Subscription) =>
    new Promise<void>((resolve, reject) => {
      sub.on('subscribed', () => resolve());
      sub.on('unsubscribed', (ctx) => reject(new Error(`unsubscribed ${ctx.code}`)));
      sub.subscribe();
    });

  it('reports the redis broker in the health check', async () => {
    const res = await nodeA.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ realtime: 'redis' });
  });

  it('delivers a publication made on node B to a subscriber on node A', async () => {
    const user = await createUser(nodeA.app);
    const c = client(urlA, user.token);
    const sub = c.newSubscription(`inbox:${user.id}`);
    await subscribed(sub);
    const got = new Promise<unknown>((resolve) => sub.on('publication', (ctx) => resolve(ctx.data)));
    const event = {
      action: 'message_read' as const,
      payload: { conversationId: 9, messageIds: [1], unreadCount: 3 },
    };
    await nodeB.app.realtime.publishToUser(user.id, event);
    expect(await got).toEqual(event);
  });

  it('recovers missed publications after moving from node A to node B', async () => {
    const user = await createUser(nodeA.app);
    const a = client(urlA, user.token);
    const subA = a.newSubscription(`inbox:${user.id}`);
    await subscribed(subA);
    const first = new Promise<void>((resolve) => subA.on('publication', () => resolve()));
    await nodeA.app.realtime.publishToUser(user.id, {
      action: 'message_read',
      payload: { conversationId: 1, messageIds: [1], unreadCount: 1 },
    });
    await first;
    a.disconnect();
    for (const n of [2, 3]) {
      await nodeA.app.realtime.publishToUser(user.id, {
        action: 'message_read',
        payload: { conversationId: 1, messageIds: [n], unreadCount: n },
      });
    }
    // The same client object moves to node B and resubscribes with its saved position.
    const b = clients.open(urlB, user.token);
    const subB = b.newSubscription(`inbox:${user.id}`, {
      since: { offset: 1, epoch: await epochOf(nodeA, user.id) },
    });
    const seen: number[] = [];
    const recovered = new Promise<boolean>((resolve) =>
      subB.on('subscribed', (ctx) => resolve(ctx.recovered)),
    );
    subB.on('publication', (ctx) => {
      seen.push((ctx.data as { payload: { messageIds: number[] } }).payload.messageIds[0] ?? 0);
    });
    subB.subscribe();
    b.connect();
    expect(await recovered).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([2, 3]);
  });

  it('shows presence of users connected to both nodes', async () => {
    const alice = await createUser(nodeA.app);
    const bob = await createUser(nodeA.app);
    const [conv] = await store.db
      .insert(conversations)
      .values({ pairKey: `${alice.id}:${bob.id}`, groupId: 1 })
      .returning();
    if (!conv) {
      throw new Error('no conversation');
    }
    await store.db.insert(conversationParticipants).values([
      { conversationId: conv.id, userId: alice.id },
      { conversationId: conv.id, userId: bob.id },
    ]);
    const subA = client(urlA, alice.token).newSubscription(`conversation:${conv.id}`);
    const subB = client(urlB, bob.token).newSubscription(`conversation:${conv.id}`);
    await subscribed(subA);
    await subscribed(subB);
    const stats = await subA.presenceStats();
    expect(stats).toEqual({ numClients: 2, numUsers: 2 });
  });
});

async function epochOf(node: TestApp, userId: number): Promise<string> {
  const h = await node.app.realtimeServer.history(`inbox:${userId}`, { limit: 0 });
  return h.epoch;
}
