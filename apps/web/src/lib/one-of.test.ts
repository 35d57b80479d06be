import { describe, expect, it } from 'vitest';
import { oneOf } from './one-of';

describe('oneOf', () => {
  const KINDS = ['referral', 'testimonial'] as const;

  it('answers a listed value as it is', () => {
    expect(oneOf(KINDS, 'testimonial')).toBe('testimonial');
  });

  it('answers null for anything else, including a different case, an empty value or none', () => {
    expect(oneOf(KINDS, 'Referral')).toBeNull();
    expect(oneOf(KINDS, '')).toBeNull();
    expect(oneOf(KINDS, null)).toBeNull();
    expect(oneOf(KINDS, undefined)).toBeNull();
  });
});
