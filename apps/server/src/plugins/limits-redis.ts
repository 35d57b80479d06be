import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis connection of the rate-limit and lockout counters. Commands never queue while it is
 * down and time out quickly, so a request falls back to this node's counters at once instead of
 * waiting. Logs one line when it goes down and one when it is back, not one per retry.
 */
export function openLimitsRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) {
      down = true;
      log.warn({ err: { message: err.message } }, 'rate-limit redis unreachable: counting on this node');
    }
  });
  redis.on('ready', () => {
    if (down) {
      down = false;
      log.info('rate-limit redis reachable again: counting on every node');
    }
  });
  return redis;
}
