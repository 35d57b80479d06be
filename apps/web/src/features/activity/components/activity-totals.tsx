import type { ActivityTotals as Totals } from '@app/shared/activities';
import { OtherCurrencies } from '@/components/other-currencies';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

/**
 * How many slips the filter holds and what its closed business adds up to: in the group's currency,
 * with the other currencies' sums beneath.
 */
export function ActivityTotals({ totals, className }: { totals: Totals | undefined; className?: string }) {
  if (!totals) {
    // Until the list answers: the same two cards without figures, so nothing below moves when
    // they arrive (a layout shift on every visit otherwise).
    return (
      <div aria-hidden="true" className={cn('grid grid-cols-2 gap-3', className)}>
        {['Slips', 'Closed business'].map((label) => (
          <div key={label} className="rounded-xl border border-border bg-card p-3">
            <p className="text-xs text-muted">{label}</p>
            <p className="text-xl font-semibold">&nbsp;</p>
          </div>
        ))}
      </div>
    );
  }
  return (
    <dl aria-live="polite" className={cn('grid grid-cols-2 gap-3', className)}>
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
