import { describe, expect, it } from 'vitest';
import { mayReconnectAfter, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  const middle = () => 0.5;
  it('starts at 1000 ms and doubles (without jitter at the middle of the spread)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000,
    ]);
  });

  it('caps the exponent at 6 and the delay at 60000 ms', () => {
    expect(reconnectDelay(6, middle)).toBe(60_000);
    expect(reconnectDelay(7, () => 0.99)).toBe(60_000);
    expect(reconnectDelay(50, middle)).toBe(60_000);
  });

  it('treats odd input as the first attempt', () => {
    expect(reconnectDelay(-3, middle)).toBe(1000);
    expect(reconnectDelay(1.7, middle)).toBe(2000);
  });

  it('spreads phones that lost the server together over a window, never under 1000 ms', () => {
    const delays = Array.from({ length: 60 }, () => reconnectDelay(3));
    expect(new Set(delays).size).toBeGreaterThan(20);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(6000);
    expect(Math.max(...delays)).toBeLessThanOrEqual(10_000);
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(6, () => 0)).toBe(45_000);
  });
});

describe('mayReconnectAfter', () => {
  it('never reconnects after codes 3500-3999 and 4500-4999', () => {
    for (const code of [3500, 3501, 3503, 3999, 4500, 4501, 4999]) {
      expect(mayReconnectAfter(code)).toBe(false);
    }
  });

  it('reconnects after every other code', () => {
    for (const code of [0, 1, 2, 3, 109, 3000, 3001, 3012, 3499, 4000, 4499, 5000]) {
      expect(mayReconnectAfter(code)).toBe(true);
    }
  });
});
