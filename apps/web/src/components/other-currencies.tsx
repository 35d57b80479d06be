import type { Money } from '@app/shared/activities';
import { cn } from '@/lib/cn';
import { formatOtherCurrency } from '@/lib/format-money';

/**
 * Closed business in currencies other than the group's, one "+ USD 1,200.00" line each, under the
 * group-currency figure it accompanies: a total never leaves a slip out without a word.
 */
export function OtherCurrencies({
  sums,
  className,
}: {
  sums: readonly Money[] | undefined;
  className?: string;
}) {
  if (!sums || sums.length === 0) {
    return null;
  }
  return (
    <ul
      aria-label="Other currencies"
      className={cn('text-xs font-normal text-muted tabular-nums', className)}
    >
      {sums.map((s) => (
        <li key={s.currency}>{formatOtherCurrency(s.amount, s.currency)}</li>
      ))}
    </ul>
  );
}
