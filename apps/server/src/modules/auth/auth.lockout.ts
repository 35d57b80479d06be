import { LOCKOUT_MS, LOGIN_MAX_FAILURES } from '@app/shared/constants';

/** 5 failed sign-ins lock an account for 15 minutes. */
export const LOCKOUT_POLICY = { maxFailures: LOGIN_MAX_FAILURES, lockoutMs: LOCKOUT_MS } as const;

const MAX_TRACKED = 10_000;

export function secondsUntil(date: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((date.getTime() - now) / 1000));
}

/**
 * Failure counters for e-mail addresses that have no account, so that they count down and lock
 * exactly like real accounts: an attacker cannot tell the two apart by the remaining attempts.
 * Kept in memory (bounded); on several nodes each node counts on its own.
 */
export class UnknownAccountCounters {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number | null }>();

  /** Milliseconds left on a lock, or 0. */
  lockedFor(email: string, now = Date.now()): number {
    const entry = this.entries.get(email);
    return entry?.lockedUntil && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  /** Counts a failure; answers the count and the lock it caused, as recordLoginFailure does. */
  fail(email: string, now = Date.now()): { failedLogins: number; lockedUntil: Date | null } {
    const previous = this.entries.get(email);
    const expired = previous?.lockedUntil !== null && previous?.lockedUntil !== undefined;
    const failures = !previous || expired ? 1 : previous.failures + 1;
    const lockedUntil = failures >= LOCKOUT_POLICY.maxFailures ? now + LOCKOUT_POLICY.lockoutMs : null;
    this.entries.delete(email);
    this.entries.set(email, { failures, lockedUntil });
    if (this.entries.size > MAX_TRACKED) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
    return { failedLogins: failures, lockedUntil: lockedUntil === null ? null : new Date(lockedUntil) };
  }
}
