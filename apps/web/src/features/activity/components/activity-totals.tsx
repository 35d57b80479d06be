import type { ActivityTotals as Totals } from '@app/shared/activities';
import { formatMoney } from '@/lib/format-money';

/** How many slips the filter holds and what its closed business adds up to. */
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
        </dd>
      </div>
    </dl>
  );
}
