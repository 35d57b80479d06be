import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  store: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['memory', 'redis']),
});

export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * 503: the store or Redis (when REDIS_URL is set) failed or did not answer within the check's time
 * limit; `redis: 'none'` when there is no Redis to check.
 */
export const healthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  store: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'none']),
});

export type HealthUnavailableResponse = z.infer<typeof healthUnavailableResponse>;
