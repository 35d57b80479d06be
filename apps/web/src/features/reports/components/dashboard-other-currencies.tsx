import type { Money } from '@app/shared/activities';
import type { DashboardResponse } from '@app/shared/leadership-reports';
import { OtherCurrencies } from '@/components/other-currencies';

/** Cents as integers: decimal strings add up without floats. */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
};
const decimal = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** The period's closed business in other currencies than the group's, per currency (by code). */
export function periodOtherCurrencies(data: DashboardResponse): Money[] {
  const sums = new Map<string, bigint>();
  for (const week of data.weeks) {
    for (const s of week.otherCurrencies ?? []) {
      sums.set(s.currency, (sums.get(s.currency) ?? 0n) + cents(s.amount));
    }
  }
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount: decimal(amount) }));
}

/**
 * The closed business chart counts the group's currency; what was closed in other currencies in
 * the period is said beside it, never left out without a word.
 */
export function DashboardOtherCurrencies({ data }: { data: DashboardResponse }) {
  const sums = periodOtherCurrencies(data);
  if (sums.length === 0) {
    return null;
  }
  return (
    <section aria-label="Closed business in other currencies" className="text-sm">
      <p className="text-muted">
        Closed business in other currencies than {data.currency} in the period (not in the chart):
      </p>
      <OtherCurrencies sums={sums} className="mt-1 text-sm text-foreground" />
    </section>
  );
}
