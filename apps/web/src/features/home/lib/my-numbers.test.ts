import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import { describe, expect, it } from 'vitest';
import { numberLines } from './my-numbers';

const split = (confirmed: number, provisional = 0) => ({ confirmed, provisional });
const kinds = () => ({
  referral: split(0),
  closed_business: split(0),
  one_to_one: split(0),
  testimonial: split(0),
  training_credit: split(0),
});
const letters = (P = 0, A = 0, L = 0, M = 0, S = 0) => ({ P, A, L, M, S });

function stats(): ActivityStatsResponse {
  const score = { components: [], total: 0, colour: 'grey' as const, plan: null };
  return {
    months: 1,
    from: '2026-10-23T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    currency: 'EUR',
    given: { ...kinds(), referral: split(3, 2), one_to_one: split(1, 1), testimonial: split(1) },
    received: { ...kinds(), referral: split(2), one_to_one: split(2) },
    tyfcb: {
      given: {
        confirmed: '2500.00',
        provisional: '0.00',
        currency: 'EUR',
        otherCurrencies: [
          { currency: 'GBP', confirmed: '0.00', provisional: '40.00' },
          { currency: 'USD', confirmed: '1200.00', provisional: '0.00' },
        ],
      },
      received: { confirmed: '0.00', provisional: '0.00', currency: 'EUR', otherCurrencies: [] },
    },
    trainingCredits: split(1.5),
    visitors: split(1, 1),
    attendance: { confirmed: letters(3, 1, 1), provisional: letters() },
    trafficLight: { weeks: 4, from: '', to: '', confirmed: score, provisional: score },
  };
}

describe('numberLines', () => {
  it('puts approved numbers first and pending ones apart, only when there are some', () => {
    const lines = Object.fromEntries(numberLines(stats()).map((l) => [l.key, l]));
    expect(lines.referrals).toMatchObject({ confirmed: '3', provisional: '2' });
    expect(lines.received).toMatchObject({ confirmed: '2', provisional: null });
    // Both sides of one-to-ones count.
    expect(lines['one-to-ones']).toMatchObject({ confirmed: '3', provisional: '1' });
    expect(lines.training).toMatchObject({ confirmed: '1.5', provisional: null });
    expect(lines.tyfcb?.confirmed).toMatch(/2,?500/);
    expect(lines.tyfcb?.provisional).toBeNull();
    // Other currencies are beside the EUR figure, not converted and not left out.
    expect(lines.tyfcb?.others).toEqual(['+ GBP 0.00 (+ GBP 40.00 pending)', '+ USD 1,200.00']);
  });

  it('counts attendance as meetings attended (present, late or substituted) out of those held', () => {
    const lines = Object.fromEntries(numberLines(stats()).map((l) => [l.key, l]));
    expect(lines.attendance?.confirmed).toBe('4/5');
  });
});
