import { z } from 'zod';

export const healthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  store: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['memory', 'redis']),
});

export type HealthResponse = z.infer<typeof healthResponse>;
