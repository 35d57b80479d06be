import type { SystemInfoResponse } from '@app/shared/system';
import { Redis } from 'ioredis';
import type { Deps } from '../../plugins/deps';
import { outboxBacklog } from './system.repo';

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));

/**
 * Nodes sharing the Redis broker: the subscribers of its control channel (every node listens
 * there). Answers 1 when Redis cannot be asked (this node, at least, is up).
 */
async function redisNodes(url: string): Promise<number> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await client.connect();
    const reply = (await client.call('PUBSUB', 'NUMSUB', 'chapter:rt:control')) as [string, number];
    return Math.max(1, Number(reply[1] ?? 0));
  } catch {
    return 1;
  } finally {
    client.disconnect();
  }
}

/** GET /api/admin/system: version, store, realtime broker and nodes, outbox backlog, uptime. */
export async function systemInfo(
  app: Deps<'store' | 'config' | 'realtimeServer'>,
): Promise<SystemInfoResponse> {
  const { config } = app;
  const stats = app.realtimeServer.stats();
  const [outbox, nodes] = await Promise.all([
    outboxBacklog(app.store.db),
    config.redisUrl ? redisNodes(config.redisUrl) : Promise.resolve(1),
  ]);
  return {
    version: config.appVersion,
    node: app.realtimeServer.nodeId,
    store: { kind: app.store.kind },
    realtime: {
      broker: config.redisUrl ? 'redis' : 'memory',
      nodes,
      connections: stats.connections,
      subscriptions: stats.subscriptions,
    },
    outbox,
    delivery: { mail: Boolean(config.smtpUrl), sms: Boolean(config.twilio) },
    uptimeSeconds: Math.floor(process.uptime()),
    startedAt: startedAt.toISOString(),
  };
}
