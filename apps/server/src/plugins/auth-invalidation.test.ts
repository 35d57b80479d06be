import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/client';
import { sessions, users } from '../db/schema/users';
import { createUser, type TestUser } from '../testing/factories/user.factory';
import { testRedisUrlFor } from '../testing/redis-gate';
import type { TestApp } from '../testing/test-app';
import { startTwoNodes } from '../testing/two-nodes';
import { createInvalidationBus } from './auth-invalidation';

const redisUrl = testRedisUrlFor('the cross-node auth invalidation suite over Redis');
const settings = (app: FastifyInstance, user: TestUser) =>
  app.inject({ method: 'GET', url: '/api/settings', headers: user.headers });

/**
 * Each node caches principals for a few seconds (5 s). Ending a session or deactivating a user on
 * one node must count on the other at once, well inside that window.
 */
describe.skipIf(!redisUrl)('auth invalidation across two nodes over Redis', () => {
  let store: Store;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let close = async () => {};

  beforeAll(async () => {
    ({ store, nodeA, nodeB, close } = await startTwoNodes(redisUrl ?? ''));
  });
  afterAll(async () => {
    await close();
  });

  /** The status node B answers once it changes from 200, polled for at most `ms` (< the 5 s cache). */
  async function statusOnBWithin(user: TestUser, ms: number): Promise<number> {
    const deadline = Date.now() + ms;
    for (;;) {
      const status = (await settings(nodeB.app, user)).statusCode;
      if (status !== 200 || Date.now() > deadline) {
        return status;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('a session ended on node A is refused on node B at once', async () => {
    const member = await createUser(nodeA.app);
    expect((await settings(nodeB.app, member)).statusCode).toBe(200);
    const out = await nodeA.app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect(await statusOnBWithin(member, 1000)).toBe(401);
  });

  it('a user deactivated on node A is refused on node B at once', async () => {
    const member = await createUser(nodeA.app);
    expect((await settings(nodeB.app, member)).statusCode).toBe(200);
    await store.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    nodeA.app.invalidateAuth({ userId: member.id });
    expect(await statusOnBWithin(member, 1000)).toBe(401);
  });

  it('a session ended from another device on node B stops on node A too', async () => {
    const member = await createUser(nodeA.app);
    expect((await settings(nodeA.app, member)).statusCode).toBe(200);
    const [row] = await store.db.select().from(sessions).where(eq(sessions.userId, member.id));
    await store.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.id, row?.id ?? 0));
    nodeB.app.invalidateAuth({ sessionId: row?.id ?? 0 });
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await settings(nodeA.app, member)).statusCode;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
  });
});

describe('auth invalidation when Redis cannot be reached', () => {
  it('does not hold up start-up for long, and announcing does not throw', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (obj: unknown) => warnings.push(obj) } as unknown as FastifyBaseLogger;
    const bus = createInvalidationBus({ redisUrl: 'redis://127.0.0.1:1', log, forget: () => undefined });
    const started = Date.now();
    await bus.ready();
    expect(Date.now() - started).toBeLessThan(5000);
    bus.announce({ sessionId: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(warnings.length).toBeGreaterThan(0);
    bus.close();
  });
});
