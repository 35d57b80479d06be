import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteLimitOptions = { routeInfo?: { method?: string | string[]; url?: string } };

const MAX_LOCAL_KEYS = 50_000;

/** INCR with the window set on the first hit (and repaired if the key lost its expiry). */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Fixed windows of one node, bounded (the oldest key goes first). */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, windowMs: number): Result {
    const now = Date.now();
    const live = this.windows.get(key);
    const entry = live && live.endsAt > now ? live : { count: 0, endsAt: now + windowMs };
    entry.count += 1;
    this.windows.delete(key);
    this.windows.set(key, entry);
    if (this.windows.size > MAX_LOCAL_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) {
        this.windows.delete(oldest);
      }
    }
    return { current: entry.count, ttl: entry.endsAt - now };
  }
}

/**
 * The @fastify/rate-limit store: counters in Redis (shared by every node) when there is one; while
 * Redis cannot be reached each node counts in its own memory, so limits stay on (never skipped).
 */
export function rateLimitStore(
  redis: Redis | undefined,
  nameSpace = 'chapter:rl:',
): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();

  class ResilientStore implements FastifyRateLimitStore {
    /** @fastify/rate-limit constructs it with its options (unused here); children get a route prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix: string = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      if (redis?.status !== 'ready') {
        callback(null, local.incr(fullKey, timeWindow));
        return;
      }
      redis
        .eval(INCR_SCRIPT, 1, fullKey, String(timeWindow))
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch(() => callback(null, local.incr(fullKey, timeWindow)));
    }

    /** One store per limited route (@fastify/rate-limit passes the route's merged options). */
    child(options: object): FastifyRateLimitStore {
      const route = ('routeInfo' in options ? (options as RouteLimitOptions).routeInfo : undefined) ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new ResilientStore(undefined, `${nameSpace}${method}${route.url ?? ''}-`);
    }
  }
  return ResilientStore;
}
