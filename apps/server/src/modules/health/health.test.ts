import { randomBytes } from 'node:crypto';
import { TcpProxy } from '@app/realtime/testing/tcp-proxy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../db/client';
import { testRedisUrlFor } from '../../testing/redis-gate';
import { buildTestApp, openTestStore, type TestApp, testStoreKind } from '../../testing/test-app';
import { HEALTH_CHECK_TIMEOUT_MS, probe } from './health.service';

const health = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports status, version, store and realtime broker', async () => {
    const res = await health(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: '3.0.16',
      store: testStoreKind(),
      realtime: 'memory',
    });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ type: 'NOT_FOUND' });
  });

  it('answers malformed JSON to a JSON route with 400 VALIDATION_ERROR, without a stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'VALIDATION_ERROR', message: 'Request body is not valid JSON' });
    expect(res.body).not.toContain(' at ');
  });
});

describe('GET /api/health checks the store', () => {
  let t: TestApp;
  let store: Store;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, drop } = await openTestStore());
    // The test closes the store itself; the drop afterwards must not close it a second time.
    const close = store.close.bind(store);
    let closing: Promise<void> | undefined;
    store.close = () => {
      closing ??= close();
      return closing;
    };
    t = await buildTestApp({}, { store });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('answers 503 within the time limit while the store hangs, and 200 once it answers again', async () => {
    const release = await hangStore(store);
    try {
      const started = Date.now();
      const res = await health(t);
      const took = Date.now() - started;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', store: 'down', redis: 'none' });
      expect(took).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1500);
    } finally {
      await release();
    }
    expect((await health(t)).statusCode).toBe(200);
  });

  it('answers 503 store down once the store is closed', async () => {
    expect((await health(t)).statusCode).toBe(200);
    await store.close();
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', store: 'down', redis: 'none' });
  });
});

/**
 * Makes `select 1` wait: PGlite runs one statement at a time, so an open transaction holds it;
 * a PostgreSQL pool has no free connection while every one is held.
 */
async function hangStore(store: Store): Promise<() => Promise<void>> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders: Promise<unknown>[] = [];
  if (store.kind === 'pglite') {
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    holders.push(
      store.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        held();
        await gate;
      }),
    );
    await holding;
  } else {
    // openTestStore's pool has 10 connections.
    const taken: Promise<void>[] = [];
    for (let i = 0; i < 10; i += 1) {
      taken.push(
        new Promise<void>((held) => {
          holders.push(
            store.sql.withConnection(async () => {
              held();
              await gate;
            }),
          );
        }),
      );
    }
    await Promise.all(taken);
  }
  return async () => {
    release();
    await Promise.all(holders);
  };
}

describe('probe', () => {
  it('is up when the check answers in time, down when it throws or answers late', async () => {
    expect(await probe(async () => 'PONG', 100)).toBe('up');
    const reasons: unknown[] = [];
    expect(
      await probe(
        async () => {
          throw new Error('refused');
        },
        100,
        (reason) => reasons.push(reason),
      ),
    ).toBe('down');
    const started = Date.now();
    expect(
      await probe(
        () => new Promise(() => {}),
        100,
        (reason) => reasons.push(reason),
      ),
    ).toBe('down');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(reasons.map((r) => (r as Error).message)).toEqual(['refused', 'no answer within 100 ms']);
  });
});

const redisUrl = testRedisUrlFor('the health check of Redis');

describe.skipIf(!redisUrl)('GET /api/health checks Redis', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  beforeAll(async () => {
    // Redis behind a proxy the test can cut: the app's connections go through it.
    const target = new URL(redisUrl ?? '');
    proxy = await TcpProxy.start(Number(target.port || 6379));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    t = await buildTestApp(
      { REDIS_URL: target.toString() },
      { realtime: { redisPrefix: `health-test-${randomBytes(4).toString('hex')}` } },
    );
  });
  afterAll(async () => {
    await proxy?.close();
    await t?.close();
  });

  it('answers 200 with the redis broker while Redis answers, 503 redis down once it does not', async () => {
    const up = await health(t);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', version: '3.0.16', store: testStoreKind(), realtime: 'redis' });

    await proxy.close();
    const res = await health(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', store: 'up', redis: 'down' });
  });
});
