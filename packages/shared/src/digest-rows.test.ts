import { describe, expect, it } from 'vitest';
import type { DigestWeekNumbers } from './digest';
import { digestNumberRows } from './digest-rows';

const none = { confirmed: 0, provisional: 0 };

function numbers(changes: Partial<DigestWeekNumbers> = {}): DigestWeekNumbers {
  const kinds = {
    referral: none,
    closed_business: none,
    one_to_one: none,
    testimonial: none,
    training_credit: none,
  };
  const money = { confirmed: '0.00', provisional: '0.00', currency: 'USD', otherCurrencies: [] };
  const letters = { P: 0, A: 0, L: 0, M: 0, S: 0 };
  return {
    from: '2026-03-02',
    to: '2026-03-08',
    currency: 'USD',
    given: kinds,
    received: kinds,
    tyfcb: { given: money, received: money },
    trainingCredits: none,
    visitors: none,
    attendance: { confirmed: letters, provisional: letters },
    ...changes,
  };
}

describe('digestNumberRows', () => {
  it('gives no rows without numbers (no view_activity)', () => {
    expect(digestNumberRows({ week: null, sixMonths: numbers() })).toEqual([]);
    expect(digestNumberRows({ week: numbers(), sixMonths: null })).toEqual([]);
  });

  it('shows pending counts and money beside the confirmed ones, the week beside six months', () => {
    const week = numbers({
      given: {
        referral: { confirmed: 2, provisional: 1 },
        closed_business: none,
        one_to_one: { confirmed: 1, provisional: 0 },
        testimonial: none,
        training_credit: none,
      },
      received: {
        referral: none,
        closed_business: none,
        one_to_one: { confirmed: 1, provisional: 1 },
        testimonial: none,
        training_credit: none,
      },
      tyfcb: {
        given: {
          confirmed: '1200.00',
          provisional: '300.00',
          currency: 'USD',
          otherCurrencies: [{ currency: 'EUR', confirmed: '50.00', provisional: '0.00' }],
        },
        received: { confirmed: '0.00', provisional: '0.00', currency: 'USD', otherCurrencies: [] },
      },
      trainingCredits: { confirmed: 2.25, provisional: 0 },
      attendance: {
        confirmed: { P: 3, A: 1, L: 1, M: 0, S: 0 },
        provisional: { P: 0, A: 0, L: 0, M: 0, S: 0 },
      },
    });
    const rows = digestNumberRows({ week, sixMonths: numbers() });
    expect(rows.map((r) => [r.label, r.week, r.sixMonths])).toEqual([
      ['Referrals given', '2 (+1 pending)', '0'],
      ['Referrals received', '0', '0'],
      ['Closed business (TYFCB)', '$1,200 (+$300 pending) + €50', '$0'],
      ['One-to-ones', '2 (+1 pending)', '0'],
      ['Visitors', '0', '0'],
      ['Testimonials given', '0', '0'],
      ['Training credits', '2.3', '0'],
      ['Attendance', '4/5', '-'],
    ]);
  });

  it('writes a currency the runtime does not know as a whole number and its code', () => {
    const week = numbers({
      tyfcb: {
        given: { confirmed: '99.60', provisional: '0.00', currency: 'X1', otherCurrencies: [] },
        received: { confirmed: '0.00', provisional: '0.00', currency: 'X1', otherCurrencies: [] },
      },
    });
    expect(digestNumberRows({ week, sixMonths: week })[2]).toEqual({
      label: 'Closed business (TYFCB)',
      week: '100 X1',
      sixMonths: '100 X1',
    });
  });
});
