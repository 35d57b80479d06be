import { describe, expect, it } from 'vitest';
import { auditCountText } from './audit-count-text';

describe('auditCountText', () => {
  it('counts entries, with a plus when the log stopped counting', () => {
    expect(auditCountText({ total: 1 })).toBe('1 entry');
    expect(auditCountText({ total: 0 })).toBe('0 entries');
    expect(auditCountText({ total: 2345 })).toBe('2,345 entries');
    expect(auditCountText({ total: 10_000, totalCapped: true })).toBe('10,000+ entries');
  });
});
