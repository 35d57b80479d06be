import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS } from '@app/shared/activity-kinds';
import type { SplitCount, SplitMoney } from '@app/shared/activity-stats';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney, formatOtherCurrency } from '@/lib/format-money';
import { useActivityStats } from '../api/get-activity-stats';

const count = (c: SplitCount) =>
  c.provisional > 0 ? `${c.confirmed} (+${c.provisional})` : String(c.confirmed);
const money = (m: SplitMoney) =>
  Number(m.provisional) > 0
    ? `${formatMoney(m.confirmed, m.currency)} (+${formatMoney(m.provisional, m.currency)})`
    : formatMoney(m.confirmed, m.currency);

/** The other currencies' sums under the group-currency one: "+ USD 1,200.00 (+ USD 50.00)". */
function OtherMoney({ m }: { m: SplitMoney }) {
  if (!m.otherCurrencies?.length) {
    return null;
  }
  return (
    <ul aria-label="Other currencies" className="text-xs text-muted">
      {m.otherCurrencies.map((o) => (
        <li key={o.currency}>
          {formatOtherCurrency(o.confirmed, o.currency)}
          {Number(o.provisional) > 0 ? ` (${formatOtherCurrency(o.provisional, o.currency)})` : ''}
        </li>
      ))}
    </ul>
  );
}

/**
 * My numbers of the last six months, fetched when opened: what the chapter report counts
 * (approved) with what waits for a decision in brackets, so nothing waits a week to be seen.
 */
export function MyNumbers() {
  const [open, setOpen] = useState(false);
  const stats = useActivityStats({ enabled: open });
  const s = stats.data;
  return (
    <details
      className="rounded-xl border border-border bg-card p-4"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">My numbers (last 6 months)</summary>
      {!open ? null : !s ? (
        stats.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            Your numbers could not be loaded.
          </p>
        ) : (
          <div className="mt-3 flex justify-center text-brand-700">
            <Spinner label="Loading your numbers" />
          </div>
        )
      ) : (
        <div className="mt-3 space-y-2">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Slips given and received, approved (and waiting)</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  Kind
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Given
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Received
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {ACTIVITY_KINDS.map((k) => (
                <tr key={k}>
                  <th scope="row" className="py-1.5 font-normal">
                    {ACTIVITY_KIND_LABELS[k]}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{count(s.given[k])}</td>
                  <td className="py-1.5 text-right tabular-nums">
                    {k === 'training_credit' ? '—' : count(s.received[k])}
                  </td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="py-1.5 font-normal">
                  Closed business (TYFCB)
                </th>
                <td className="py-1.5 text-right tabular-nums">
                  {money(s.tyfcb.given)}
                  <OtherMoney m={s.tyfcb.given} />
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {money(s.tyfcb.received)}
                  <OtherMoney m={s.tyfcb.received} />
                </td>
              </tr>
            </tbody>
          </table>
          <p className="text-xs text-muted">
            Numbers in brackets wait for approval or for the one-to-one to take place.
          </p>
        </div>
      )}
    </details>
  );
}
