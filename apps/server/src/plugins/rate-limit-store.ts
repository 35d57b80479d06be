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

/** One counter in Redis when it is ready, else in this node's windows (also when Redis fails). */
async function countIn(
  redis: Redis | undefined,
  local: LocalWindows,
  fullKey: string,
  windowMs: number,
): Promise<Result> {
  if (redis?.status !== 'ready') {
    return local.incr(fullKey, windowMs);
  }
  try {
    const [current, ttl] = (await redis.eval(INCR_SCRIPT, 1, fullKey, String(windowMs))) as [number, number];
    return { current, ttl };
  } catch {
    return local.incr(fullKey, windowMs);
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
      void countIn(redis, local, `${this.prefix}${key}`, timeWindow).then((result) => callback(null, result));
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

/** A fixed-window counter: how many hits this window holds after this one, and ms until it ends. */
export interface LimitCounter {
  incr(key: string, windowMs: number): Promise<Result>;
}

/** Where the counters of the named budgets live in Redis. */
export const BUDGET_KEY_PREFIX = 'chapter:rl:budget:';

/** The counters of the named budgets (budgets.ts), in the same store as the route limits. */
export function limitCounter(redis: Redis | undefined, nameSpace = BUDGET_KEY_PREFIX): LimitCounter {
  const local = new LocalWindows();
  return { incr: (key, windowMs) => countIn(redis, local, `${nameSpace}${key}`, windowMs) };
}
