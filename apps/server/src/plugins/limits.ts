import { once } from 'node:events';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { type LoginFailureCounters, MemoryLoginFailures } from '../modules/auth/auth.lockout';
import { RedisLoginFailures } from '../modules/auth/auth.lockout.redis';
import { openLimitsRedis } from './limits-redis';
import { userOrAddressKey } from './rate-limit-keys';
import { rateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins and wrong current passwords, counted per account and client address. */
    loginFailures: LoginFailureCounters;
  }
}

const REDIS_START_WAIT_MS = 2000;

/**
 * The counters behind rate limits and sign-in lockout: in Redis with REDIS_URL (shared by every
 * node), in memory otherwise, and in memory on each node while Redis cannot be reached (limits stay
 * on). Routes opt in with `config.rateLimit` (see rate-limit-keys.ts); by default a call with a
 * valid token counts against its user, any other against its address.
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
