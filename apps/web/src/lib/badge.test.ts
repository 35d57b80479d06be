import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('shows nothing for zero, negatives and non-numbers', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });

  it('shows counts up to 999 as they are and caps above at 999+', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(999)).toBe('999');
    expect(formatBadgeCount(1000)).toBe('999+');
    expect(formatBadgeCount(123_456)).toBe('999+');
  });

  it('caps the inbox at 9999+ when asked to (expanded sidebar)', () => {
    expect(formatBadgeCount(9999, 9999)).toBe('9999');
    expect(formatBadgeCount(10_000, 9999)).toBe('9999+');
    expect(formatBadgeCount(5000, 9999)).toBe('5000');
  });
});
