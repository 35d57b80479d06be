import type { CommandRate } from './server-options.ts';

export type RateDecision = 'allowed' | 'limited' | 'exceeded';

/**
 * Token bucket per connection. A command without a token is limited; a client that keeps sending
 * until it owes a whole extra burst is grossly over the limit.
 */
export class CommandRateLimiter {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: CommandRate,
    now: number,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now;
  }

  take(now: number): RateDecision {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.updatedAt = now;
    this.tokens = Math.min(this.rate.burst, this.tokens + (elapsed / 1000) * this.rate.perSecond);
    this.tokens -= 1;
    if (this.tokens >= 0) {
      return 'allowed';
    }
    return this.tokens < -this.rate.burst ? 'exceeded' : 'limited';
  }
}
