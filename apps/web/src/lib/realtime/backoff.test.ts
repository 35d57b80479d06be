import { describe, expect, it } from 'vitest';
import { mayReconnectAfter, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('starts at 1000 ms and doubles', () => {
    expect([0, 1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
  });

  it('caps the exponent at 6 and the delay at 60000 ms', () => {
    expect(reconnectDelay(6)).toBe(60_000);
    expect(reconnectDelay(7)).toBe(60_000);
    expect(reconnectDelay(50)).toBe(60_000);
  });

  it('treats odd input as the first attempt', () => {
    expect(reconnectDelay(-3)).toBe(1000);
    expect(reconnectDelay(1.7)).toBe(2000);
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
