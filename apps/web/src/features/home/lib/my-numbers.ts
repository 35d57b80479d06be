import type { ActivityStatsResponse, SplitMoney } from '@app/shared/activity-stats';
import { formatOtherCurrency } from '@/lib/format-money';

/** One line of "my numbers": what the chapter report counts, and what it will once decided. */
export interface NumberLine {
  key: string;
  label: string;
  confirmed: string;
  provisional: string | null;
  /** Sums in other currencies than the group's, shown under the figure ("+ USD 1,200.00"). */
  others?: string[];
}

const count = (n: number) => String(Math.round(n * 10) / 10);

function money(amount: string, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      value,
    );
  } catch {
    return `${Math.round(value)} ${currency}`;
  }
}

const pending = (n: number) => (n > 0 ? count(n) : null);

/** Closed business in other currencies, never converted nor left out: "+ USD 1,200.00 (+ USD 50.00 pending)". */
const otherCurrencies = (m: SplitMoney): string[] =>
  (m.otherCurrencies ?? []).map(
    (o) =>
      formatOtherCurrency(o.confirmed, o.currency) +
      (Number(o.provisional) > 0 ? ` (${formatOtherCurrency(o.provisional, o.currency)} pending)` : ''),
  );

/** The lines of the home page's numbers, in the order members read them. */
export function numberLines(stats: ActivityStatsResponse): NumberLine[] {
  const { given, received, tyfcb, visitors, trainingCredits, attendance } = stats;
  const oneToOnes = {
    confirmed: given.one_to_one.confirmed + received.one_to_one.confirmed,
    provisional: given.one_to_one.provisional + received.one_to_one.provisional,
  };
  const letters = attendance.confirmed;
  const held = letters.P + letters.A + letters.L + letters.M + letters.S;
  return [
    {
      key: 'referrals',
      label: 'Referrals given',
      confirmed: count(given.referral.confirmed),
      provisional: pending(given.referral.provisional),
    },
    {
      key: 'received',
      label: 'Referrals received',
      confirmed: count(received.referral.confirmed),
      provisional: pending(received.referral.provisional),
    },
    {
      key: 'tyfcb',
      label: 'Closed business (TYFCB)',
      confirmed: money(tyfcb.given.confirmed, tyfcb.given.currency),
      provisional:
        Number(tyfcb.given.provisional) > 0 ? money(tyfcb.given.provisional, tyfcb.given.currency) : null,
      others: otherCurrencies(tyfcb.given),
    },
    {
      key: 'one-to-ones',
      label: 'One-to-ones',
      confirmed: count(oneToOnes.confirmed),
      provisional: pending(oneToOnes.provisional),
    },
    {
      key: 'visitors',
      label: 'Visitors',
      confirmed: count(visitors.confirmed),
      provisional: pending(visitors.provisional),
    },
    {
      key: 'testimonials',
      label: 'Testimonials given',
      confirmed: count(given.testimonial.confirmed),
      provisional: pending(given.testimonial.provisional),
    },
    {
      key: 'training',
      label: 'Training credits',
      confirmed: count(trainingCredits.confirmed),
      provisional: pending(trainingCredits.provisional),
    },
    {
      key: 'attendance',
      label: 'Attendance',
      confirmed: held === 0 ? '—' : `${letters.P + letters.L + letters.S}/${held}`,
      provisional: null,
    },
  ];
}
