import { describe, expect, it } from 'vitest';
import { isValidPeriod, periodOf } from './report-period';

describe('report periods', () => {
  const today = new Date(2026, 2, 18); // Wednesday 18 March 2026

  it('resolves each preset to local days', () => {
    expect(periodOf('this_month', today)).toEqual({ from: '2026-03-01', to: '2026-03-18' });
    expect(periodOf('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodOf('last_6_months', today)).toEqual({ from: '2025-10-01', to: '2026-03-18' });
    expect(periodOf('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-03-18' });
    expect(periodOf('last_12_weeks', today)).toEqual({ from: '2025-12-29', to: '2026-03-18' });
    expect(periodOf('last_month', new Date(2026, 0, 10))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodOf('custom', today, { from: '2026-01-05', to: '2026-01-09' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-09',
    });
  });

  it('accepts a custom period only with both days in order', () => {
    expect(isValidPeriod({ from: '2026-01-05', to: '2026-01-05' })).toBe(true);
    expect(isValidPeriod({ from: '2026-01-06', to: '2026-01-05' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2026-01-05' })).toBe(false);
  });
});
