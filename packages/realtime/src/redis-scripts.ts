import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A Lua script run by EVALSHA, falling back to EVAL when Redis does not know it yet. */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (error instanceof Error && error.message.includes('NOSCRIPT')) {
        return redis.eval(this.source, keys.length, ...keys, ...args);
      }
      throw error;
    }
  }
}

// Appends to the stream, moves the top offset and publishes, atomically. A stream whose metadata
// expired starts again with a new epoch.
// KEYS: stream, meta. ARGV: payload, size, ttl ms, meta ttl ms, new epoch, pub/sub channel.
export const publishWithHistoryScript = new RedisScript(`
local epoch = redis.call('hget', KEYS[2], 'e')
if not epoch then
  epoch = ARGV[5]
  redis.call('del', KEYS[1])
  redis.call('hset', KEYS[2], 'e', epoch)
end
local offset = redis.call('hincrby', KEYS[2], 's', 1)
redis.call('xadd', KEYS[1], 'MAXLEN', ARGV[2], offset .. '-0', 'p', ARGV[1])
redis.call('pexpire', KEYS[1], ARGV[3])
redis.call('pexpire', KEYS[2], ARGV[4])
redis.call('publish', ARGV[6], 'p' .. offset .. ':' .. epoch .. ':' .. ARGV[1])
return {offset, epoch}
`);

// Reads the stream position and a range of it, creating the epoch of a channel without one.
// KEYS: stream, meta. ARGV: new epoch, meta ttl ms, mode (none|fwd|rev), from, to, count.
export const readHistoryScript = new RedisScript(`
local meta = redis.call('hmget', KEYS[2], 'e', 's')
local epoch = meta[1]
local top = meta[2]
if not epoch then
  epoch = ARGV[1]
  top = '0'
  redis.call('del', KEYS[1])
  redis.call('hset', KEYS[2], 'e', epoch, 's', 0)
  redis.call('pexpire', KEYS[2], ARGV[2])
end
if not top then
  top = '0'
end
local entries = {}
if ARGV[3] == 'fwd' then
  entries = redis.call('xrange', KEYS[1], ARGV[4], ARGV[5], 'COUNT', ARGV[6])
elseif ARGV[3] == 'rev' then
  entries = redis.call('xrevrange', KEYS[1], ARGV[4], ARGV[5], 'COUNT', ARGV[6])
end
return {epoch, top, entries}
`);

// Keys live as long as their longest-lived entry.
// KEYS: expiry zset, info hash. ARGV: client id, info, expires at ms, key ttl ms.
export const addPresenceScript = new RedisScript(`
redis.call('zadd', KEYS[1], ARGV[3], ARGV[1])
redis.call('hset', KEYS[2], ARGV[1], ARGV[2])
for _, key in ipairs(KEYS) do
  if redis.call('pttl', key) < tonumber(ARGV[4]) then
    redis.call('pexpire', key, ARGV[4])
  end
end
return 1
`);

// Drops expired entries, then returns the hash (client id, info, ...).
// KEYS: expiry zset, info hash. ARGV: now ms.
export const getPresenceScript = new RedisScript(`
local expired = redis.call('zrangebyscore', KEYS[1], '-inf', ARGV[1])
if #expired > 0 then
  for _, client in ipairs(expired) do
    redis.call('hdel', KEYS[2], client)
  end
  redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[1])
end
return redis.call('hgetall', KEYS[2])
`);
