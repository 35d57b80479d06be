import { describe, expect, it } from 'vitest';
import { CommandRateLimiter } from './command-rate-limiter.ts';

describe('CommandRateLimiter', () => {
  it('allows a burst, limits the excess, and reports a gross excess', () => {
    const limiter = new CommandRateLimiter({ perSecond: 10, burst: 3 }, 0);
    const decisions = Array.from({ length: 8 }, () => limiter.take(0));
    expect(decisions).toEqual([
      'allowed',
      'allowed',
      'allowed',
      'limited',
      'limited',
      'limited',
      'exceeded',
      'exceeded',
    ]);
  });

  it('refills over time, up to the burst', () => {
    const limiter = new CommandRateLimiter({ perSecond: 10, burst: 2 }, 0);
    expect([limiter.take(0), limiter.take(0), limiter.take(0)]).toEqual(['allowed', 'allowed', 'limited']);
    expect(limiter.take(250)).toBe('allowed');
    expect([limiter.take(10_000), limiter.take(10_000), limiter.take(10_000)]).toEqual([
      'allowed',
      'allowed',
      'limited',
    ]);
  });
});
