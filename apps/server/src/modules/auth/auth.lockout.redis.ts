import type { Redis } from 'ioredis';
import {
  accountKey,
  type FailureState,
  LOCKOUT_POLICY,
  type LockoutAccount,
  type LoginFailureCounters,
  MemoryLoginFailures,
} from './auth.lockout';

const PREFIX = 'chapter:lockout:';

/**
 * Counts one failure of KEYS[1] (a hash: f = failures, l = locked-until ms). An expired lock starts
 * a fresh count; reaching the maximum locks; a running lock is kept, not extended. KEYS[2] indexes
 * the addresses of the account so a new password can lift all of its locks.
 */
const FAIL_SCRIPT = `
local now = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local ms = tonumber(ARGV[3])
local f = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local l = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
if l > 0 and l <= now then
  f = 0
  l = 0
end
f = f + 1
if l == 0 and f >= max then
  l = now + ms
end
redis.call('HSET', KEYS[1], 'f', f, 'l', l)
redis.call('PEXPIRE', KEYS[1], math.max(ms, l - now))
redis.call('SADD', KEYS[2], ARGV[4])
redis.call('PEXPIRE', KEYS[2], ms * 2)
return {f, l}`;

/**
 * The failure counters shared by every node through Redis. While Redis cannot be reached, each
 * node counts in its own memory (the lockout stays on).
 */
export class RedisLoginFailures implements LoginFailureCounters {
  private readonly fallback = new MemoryLoginFailures();

  constructor(private readonly redis: Redis) {}

  async lockedFor(account: LockoutAccount, ip: string): Promise<number> {
    const remote = await this.attempt(async () => {
      const lockedUntil = Number((await this.redis.hget(counterKey(account, ip), 'l')) ?? 0);
      return Math.max(0, lockedUntil - Date.now());
    });
    return remote ?? this.fallback.lockedFor(account, ip);
  }

  async fail(account: LockoutAccount, ip: string): Promise<FailureState> {
    const remote = await this.attempt(async () => {
      const reply = (await this.redis.eval(
        FAIL_SCRIPT,
        2,
        counterKey(account, ip),
        indexKey(account),
        String(Date.now()),
        String(LOCKOUT_POLICY.maxFailures),
        String(LOCKOUT_POLICY.lockoutMs),
        ip,
      )) as [number, number];
      const [failures, lockedUntil] = reply;
      return { failures, lockedUntil: lockedUntil > 0 ? new Date(lockedUntil) : null };
    });
    return remote ?? this.fallback.fail(account, ip);
  }

  async clear(account: LockoutAccount, ip: string): Promise<void> {
    await this.fallback.clear(account, ip);
    await this.attempt(async () => {
      await this.redis.multi().del(counterKey(account, ip)).srem(indexKey(account), ip).exec();
      return true;
    });
  }

  async clearAccount(account: LockoutAccount): Promise<void> {
    await this.fallback.clearAccount(account);
    await this.attempt(async () => {
      const addresses = await this.redis.smembers(indexKey(account));
      const keys = addresses.map((ip) => counterKey(account, ip));
      await this.redis.del(indexKey(account), ...keys);
      return true;
    });
  }

  /** Runs a Redis call; null when Redis is not reachable (the caller then counts in memory). */
  private async attempt<T>(call: () => Promise<T>): Promise<T | null> {
    if (this.redis.status !== 'ready') {
      return null;
    }
    try {
      return await call();
    } catch {
      return null;
    }
  }
}

const counterKey = (account: LockoutAccount, ip: string) => `${PREFIX}${accountKey(account)}|${ip}`;
const indexKey = (account: LockoutAccount) => `${PREFIX}index:${accountKey(account)}`;
