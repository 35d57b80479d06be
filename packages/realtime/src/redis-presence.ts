import type { Redis } from 'ioredis';
import { addPresenceScript, getPresenceScript } from './redis-scripts.ts';

export interface PresenceKeys {
  readonly expiry: string;
  readonly info: string;
}

export async function addRedisPresence(
  redis: Redis,
  keys: PresenceKeys,
  clientId: string,
  infoJson: string,
  ttlMs: number,
): Promise<void> {
  const now = Date.now();
  await addPresenceScript.run(redis, [keys.expiry, keys.info], [clientId, infoJson, now + ttlMs, ttlMs]);
}

export async function removeRedisPresence(redis: Redis, keys: PresenceKeys, clientId: string): Promise<void> {
  await redis.multi().zrem(keys.expiry, clientId).hdel(keys.info, clientId).exec();
}

export async function getRedisPresence(redis: Redis, keys: PresenceKeys): Promise<Map<string, string>> {
  const flat = await getPresenceScript.run(redis, [keys.expiry, keys.info], [Date.now()]);
  const result = new Map<string, string>();
  if (!Array.isArray(flat)) {
    return result;
  }
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const clientId: unknown = flat[i];
    const info: unknown = flat[i + 1];
    if (typeof clientId === 'string' && typeof info === 'string') {
      result.set(clientId, info);
    }
  }
  return result;
}
