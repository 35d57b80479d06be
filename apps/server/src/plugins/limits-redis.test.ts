import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createUser } from '../testing/factories/user.factory';
import { testRedisUrlFor } from '../testing/redis-gate';
import type { TestApp } from '../testing/test-app';
import { startTwoNodes } from '../testing/two-nodes';
import { BUDGETS, budgetKey } from './budgets';
import { errorHandlerPlugin } from './error-handler';
import { limitsPlugin } from './limits';
import { perAddressLimit } from './rate-limit-keys';
import { BUDGET_KEY_PREFIX } from './rate-limit-store';

const redisUrl = testRedisUrlFor('rate-limit and lockout counters shared over Redis');

/** A fresh address per run, so counters left in Redis by an earlier run do not count. */
const freshAddress = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;

const loginAttempt = (t: TestApp, remoteAddress: string, email: string, password = 'Wrong-passw0rd') =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

describe.skipIf(!redisUrl)('two nodes share the limit counters through Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let close = async () => {};

  beforeAll(async () => {
    ({ nodeA, nodeB, close } = await startTwoNodes(redisUrl ?? '', { RATE_LIMIT_LOGIN: '6/60' }));
  });
  afterAll(async () => {
    await close();
  });

  it('counts a rate limit once across both nodes', async () => {
    const ip = freshAddress();
    const email = `nobody-${randomInt(1e9)}@example.com`;
    const remaining: (string | undefined)[] = [];
    for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB]) {
      remaining.push((await loginAttempt(node, ip, email)).headers['x-ratelimit-remaining'] as string);
    }
    expect(remaining).toEqual(['5', '4', '3', '2', '1', '0']);
    const refused = await loginAttempt(nodeA, ip, email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'RATE_LIMITED' });
  });

  it('spends an abuse budget once across both nodes (docs/architecture.md 15.8)', async () => {
    const member = await createUser(nodeA.app);
    const invited = await nodeA.app.inject({
      method: 'POST',
      url: '/api/visitors',
      headers: member.headers,
      payload: { name: 'Two Nodes', email: `two-nodes-${randomInt(1e9)}@example.com` },
    });
    expect(invited.statusCode).toBe(201);
    const id: number = invited.json().id;
    // Ids restart in every test store: forget what an earlier run counted for this invitation.
    const redis = new Redis(redisUrl ?? '');
    await redis.del(`${BUDGET_KEY_PREFIX}${budgetKey('visitorResends', id)}`);
    redis.disconnect();

    const resend = (node: TestApp) =>
      node.app.inject({ method: 'POST', url: `/api/visitors/${id}/resend`, headers: member.headers });
    const answers: number[] = [];
    for (const node of [nodeA, nodeB, nodeA].slice(0, BUDGETS.visitorResends.max)) {
      answers.push((await resend(node)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200]);
    const refused = await resend(nodeB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ type: 'RATE_LIMITED', retryAfter: expect.any(Number) });
  });

  it('locks an unknown e-mail address on every node', async () => {
    const email = `ghost-${randomInt(1e9)}@example.com`;
    const ip = freshAddress();
    const other = freshAddress();
    const answers: string[] = [];
    for (const node of [nodeA, nodeB, nodeA, nodeB, nodeA]) {
      const res = await loginAttempt(node, ip, email);
      answers.push(`${res.statusCode}:${res.json().remainingAttempts ?? res.json().type}`);
    }
    expect(answers).toEqual(['401:4', '401:3', '401:2', '401:1', '423:ACCOUNT_LOCKED']);
    expect((await loginAttempt(nodeB, ip, email)).statusCode).toBe(423);
    expect((await loginAttempt(nodeB, other, email)).json().remainingAttempts).toBe(4);
  });

  it('locks an account for an address on every node, and a new password lifts it everywhere', async () => {
    const member = await createUser(nodeA.app);
    const ips = [freshAddress(), freshAddress()];
    const states: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      const res = await node.app.inject({
        method: 'POST',
        url: '/api/password',
        headers: member.headers,
        remoteAddress: ips[0],
        payload: { currentPassword: 'Not-the-0ne!', newPassword: 'Br4nd-New-Pass!' },
      });
      states.push(`${res.statusCode}:${res.json().remainingAttempts ?? res.json().type}`);
    }
    expect(states).toEqual(['400:4', '400:3', '400:2', '400:1', '423:ACCOUNT_LOCKED']);
    expect((await loginAttempt(nodeB, ips[0] ?? '', member.email, member.password)).statusCode).toBe(423);
    expect((await loginAttempt(nodeB, ips[1] ?? '', member.email, member.password)).statusCode).toBe(200);
    await nodeA.app.loginFailures.clearAccount({ userId: member.id });
    expect((await loginAttempt(nodeB, ips[0] ?? '', member.email, member.password)).statusCode).toBe(200);
  });
});

describe('limits stay on when Redis cannot be reached', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Only the limits: the realtime broker does not start without its Redis.
    app = Fastify();
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent' });
    await app.register(
      fp(
        async (instance: FastifyInstance) => {
          instance.decorate('config', config);
        },
        { name: 'store' },
      ),
    );
    await app.register(errorHandlerPlugin);
    await app.register(limitsPlugin);
    app.post('/limited', { config: perAddressLimit({ max: 2, windowMs: 60_000 }, 'Too many') }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts on this node instead of skipping the limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push(
        (await app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.0.0.9' })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it('still counts failed sign-ins up to a lock', async () => {
    const account = { email: 'someone@example.com' };
    const states = [];
    for (let i = 0; i < 5; i += 1) {
      states.push(await app.loginFailures.fail(account, '10.0.0.9'));
    }
    expect(states.map((s) => s.failures)).toEqual([1, 2, 3, 4, 5]);
    expect(states.at(-1)?.lockedUntil).not.toBeNull();
    expect(await app.loginFailures.lockedFor(account, '10.0.0.9')).toBeGreaterThan(890_000);
    expect(await app.loginFailures.lockedFor(account, '10.0.0.10')).toBe(0);
  });
});
