import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type LoginFailureCounters, MemoryLoginFailures } from '../modules/auth/auth.lockout';
import { RedisLoginFailures } from '../modules/auth/auth.lockout.redis';
import { apiBudgetHook } from './budgets';
import { openLimitsRedis } from './limits-redis';
import { userOrAddressKey } from './rate-limit-keys';
import { type LimitCounter, limitCounter, rateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins and wrong current passwords, counted per account and client address. */
    loginFailures: LoginFailureCounters;
    /** The counters of the abuse budgets (budgets.ts), in the same store as the rate limits. */
    limitCounter: LimitCounter;
    /** One PING on the counters' Redis connection (the health check); null without REDIS_URL. */
    redisPing: (() => Promise<unknown>) | null;
  }
}

const REDIS_START_WAIT_MS = 2000;

/**
 * The counters behind rate limits and sign-in lockout: in Redis with REDIS_URL (shared by every
 * node), in memory otherwise, and in memory on each node while Redis cannot be reached (limits stay
 * on). Routes opt in with `config.rateLimit` (see rate-limit-keys.ts); by default a call with a
 * valid token counts against its user, any other against its address. Besides, every call with a
 * valid token spends its user's `api` budget (RATE_LIMIT_API), and a few calls spend a named budget
 * of their own (budgets.ts, docs/architecture.md 15.8).
 */
export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const redisUrl = app.config.redisUrl;
    const redis = redisUrl ? openLimitsRedis(redisUrl, app.log) : undefined;
    if (redis) {
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      await waitForFirstAnswer(redis);
    }
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(redis),
      keyGenerator: userOrAddressKey,
    });
    app.decorate<LoginFailureCounters>(
      'loginFailures',
      redis ? new RedisLoginFailures(redis) : new MemoryLoginFailures(),
    );
    app.decorate<LimitCounter>('limitCounter', limitCounter(redis));
    app.decorate<(() => Promise<unknown>) | null>('redisPing', redis ? () => redis.ping() : null);
    app.addHook('onRequest', apiBudgetHook(app));
  },
  { name: 'limits', dependencies: ['store'] },
);

/** Start counting in Redis from the first request when it answers quickly; never block the start. */
async function waitForFirstAnswer(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    return;
  }
  const timeout = AbortSignal.timeout(REDIS_START_WAIT_MS);
  await Promise.race([
    once(redis, 'ready', { signal: timeout }),
    once(redis, 'error', { signal: timeout }),
  ]).catch(() => undefined);
}
