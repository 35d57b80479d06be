import { LOCKOUT_MS, LOGIN_MAX_FAILURES } from '@app/shared/constants';

/**
 * 5 failed sign-ins lock an account for 15 minutes, counted per account AND client address: a flood
 * of wrong passwords from one address locks the account for that address only, so its owner still
 * signs in from anywhere else. A counter is forgotten 15 minutes after its last failure.
 */
export const LOCKOUT_POLICY = { maxFailures: LOGIN_MAX_FAILURES, lockoutMs: LOCKOUT_MS } as const;

export function secondsUntil(date: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((date.getTime() - now) / 1000));
}

/**
 * Whom a failure counts against: an account, or an e-mail address that has none. Both count down
 * and lock alike, so the answers cannot tell whether an address has an account.
 */
export type LockoutAccount = { userId: number } | { email: string };

export interface FailureState {
  failures: number;
  lockedUntil: Date | null;
}

/** The failure counters of sign-in and of every check of a signed-in user's current password. */
export interface LoginFailureCounters {
  /** Milliseconds left on the lock of this account for this address, or 0. */
  lockedFor(account: LockoutAccount, ip: string): Promise<number>;
  /** Counts one failure; answers the count and the lock it caused. */
  fail(account: LockoutAccount, ip: string): Promise<FailureState>;
  /** A successful sign-in from this address clears its counter. */
  clear(account: LockoutAccount, ip: string): Promise<void>;
  /** A new password lifts the account's locks on every address. */
  clearAccount(account: LockoutAccount): Promise<void>;
}

/** The part of a counter key that names the account ("u:12" or "e:ghost@example.com"). */
export function accountKey(account: LockoutAccount): string {
  return 'userId' in account ? `u:${account.userId}` : `e:${account.email.trim().toLowerCase()}`;
}

interface Entry {
  failures: number;
  lockedUntil: number | null;
  expiresAt: number;
}

const MAX_TRACKED = 50_000;

/** The counters of one node, bounded (the oldest counter goes first). */
export class MemoryLoginFailures implements LoginFailureCounters {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  async lockedFor(account: LockoutAccount, ip: string): Promise<number> {
    const entry = this.live(keyOf(account, ip));
    const now = this.now();
    return entry?.lockedUntil && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  async fail(account: LockoutAccount, ip: string): Promise<FailureState> {
    const key = keyOf(account, ip);
    const now = this.now();
    const previous = this.live(key);
    const lockExpired = previous?.lockedUntil != null && previous.lockedUntil <= now;
    const stillLocked = previous?.lockedUntil != null && previous.lockedUntil > now;
    const failures = !previous || lockExpired ? 1 : previous.failures + 1;
    const lockedUntil = stillLocked
      ? (previous?.lockedUntil ?? null)
      : failures >= LOCKOUT_POLICY.maxFailures
        ? now + LOCKOUT_POLICY.lockoutMs
        : null;
    this.entries.delete(key);
    this.entries.set(key, {
      failures,
      lockedUntil,
      expiresAt: Math.max(now + LOCKOUT_POLICY.lockoutMs, lockedUntil ?? 0),
    });
    if (this.entries.size > MAX_TRACKED) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
    return { failures, lockedUntil: lockedUntil === null ? null : new Date(lockedUntil) };
  }

  async clear(account: LockoutAccount, ip: string): Promise<void> {
    this.entries.delete(keyOf(account, ip));
  }

  async clearAccount(account: LockoutAccount): Promise<void> {
    const prefix = `${accountKey(account)}|`;
    for (const key of this.entries.keys()) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key);
      }
    }
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

const keyOf = (account: LockoutAccount, ip: string) => `${accountKey(account)}|${ip}`;
