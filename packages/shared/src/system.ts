import { z } from 'zod';

/** GET /api/admin/system (manage_settings, administrators): what an operator checks first. */
const backlog = z.object({
  /** Waiting to be sent (pending, or taken by a worker). */
  pending: z.number().int(),
  failed: z.number().int(),
  held: z.number().int(),
  sent: z.number().int(),
});
export type OutboxBacklog = z.infer<typeof backlog>;

export const systemInfoResponse = z.object({
  version: z.string(),
  node: z.string(),
  store: z.object({ kind: z.enum(['pglite', 'postgres']) }),
  realtime: z.object({
    broker: z.enum(['memory', 'redis']),
    /** Nodes sharing the broker (1 with the in-memory broker). */
    nodes: z.number().int(),
    /** Connections and channel subscriptions on this node. */
    connections: z.number().int(),
    subscriptions: z.number().int(),
  }),
  outbox: z.object({ mail: backlog, sms: backlog }),
  delivery: z.object({ mail: z.boolean(), sms: z.boolean() }),
  uptimeSeconds: z.number().int(),
  startedAt: z.string(),
});
export type SystemInfoResponse = z.infer<typeof systemInfoResponse>;
