import type { ActivityTotals as Totals } from '@app/shared/activities';
import { OtherCurrencies } from '@/components/other-currencies';
import { formatMoney } from '@/lib/format-money';

/**
 * How many slips the filter holds and what its closed business adds up to: in the group's currency,
 * with the other currencies' sums beneath.
 */
export function ActivityTotals({ totals }: { totals: Totals | undefined }) {
  if (!totals) {
    return null;
  }
  return (
    <dl aria-live="polite" className="grid grid-cols-2 gap-3">
      <div className="rounded-xl border border-border bg-card p-3">
        <dt className="text-xs text-muted">Slips</dt>
        <dd className="text-xl font-semibold tabular-nums">{totals.count}</dd>
      </div>
      <div className="rounded-xl border border-border bg-card p-3">
        <dt className="text-xs text-muted">Closed business</dt>
        <dd className="text-xl font-semibold tabular-nums">
          {formatMoney(totals.amount || '0', totals.currency)}
          <OtherCurrencies sums={totals.otherCurrencies} className="mt-1" />
        </dd>
      </div>
    </dl>
  );
}
