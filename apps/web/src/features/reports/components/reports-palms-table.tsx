import type { PalmsFigures, PalmsResponse, PalmsRow } from '@app/shared/leadership-reports';
import { PALMS_COLUMNS, type PalmsColumn } from '@app/shared/palms-columns';
import { type ReactNode, useMemo, useState } from 'react';
import { OtherCurrencies } from '@/components/other-currencies';
import { formatMoney } from '@/lib/format-money';
import { nextSort, type SortState } from '../lib/table-sort';
import { SortHeader } from './sort-header';

/** What each PALMS column means (spoken by screen readers, shown on hover). */
export const PALMS_TITLES: Record<PalmsColumn, string> = {
  P: 'Present',
  A: 'Absent',
  L: 'Late',
  M: 'Medical',
  S: 'Substitute',
  RGI: 'Referrals given inside',
  RGO: 'Referrals given outside',
  RRI: 'Referrals received inside',
  RRO: 'Referrals received outside',
  V: 'Visitors',
  '1-2-1': 'One-to-ones',
  TYFCB: 'Thank you for closed business',
  CEU: 'Training credits',
  T: 'Testimonials',
};

type SortKey = 'member' | PalmsColumn;

const sortValue = (row: PalmsRow, key: SortKey): number | string =>
  key === 'member'
    ? row.member.name.toLocaleLowerCase()
    : key === 'TYFCB' || key === 'CEU'
      ? Number(row[key])
      : row[key];

/** The PALMS rows, sortable by any column, with a sticky header and the totals row. */
export function ReportsPalmsTable({ report }: { report: PalmsResponse }) {
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'member', direction: 'ascending' });
  const rows = useMemo(() => {
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...report.rows].sort((a, b) => {
      const x = sortValue(a, sort.key);
      const y = sortValue(b, sort.key);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return factor * order || a.member.id - b.member.id;
    });
  }, [report.rows, sort]);
  // TYFCB in the group's currency, and beneath it what was closed in other currencies.
  const cell = (f: PalmsFigures & Pick<PalmsRow, 'otherCurrencies'>, c: PalmsColumn): ReactNode =>
    c === 'TYFCB' ? (
      <>
        {formatMoney(f.TYFCB, report.currency)}
        <OtherCurrencies sums={f.otherCurrencies} />
      </>
    ) : (
      f[c]
    );

  return (
    <section
      className="max-h-[70vh] overflow-auto rounded-xl border border-border"
      aria-label="PALMS report table"
    >
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">
          PALMS report from {report.from} to {report.to}, sorted by{' '}
          {sort.key === 'member' ? 'member' : PALMS_TITLES[sort.key]} {sort.direction}
        </caption>
        <thead>
          <tr>
            <SortHeader
              label="Member"
              active={sort.key === 'member'}
              direction={sort.direction}
              onSort={() => setSort((s) => nextSort(s, 'member'))}
              className="left-0 z-20 text-left"
            />
            {PALMS_COLUMNS.map((c) => (
              <SortHeader
                key={c}
                label={c}
                title={PALMS_TITLES[c]}
                active={sort.key === c}
                direction={sort.direction}
                onSort={() => setSort((s) => nextSort(s, c))}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.member.id} className="border-t border-border">
              <th scope="row" className="sticky left-0 bg-background px-2 py-2 text-left font-normal">
                <span className="block max-w-40 truncate font-medium">{row.member.name}</span>
                {row.member.companyName ? (
                  <span className="block max-w-40 truncate text-xs text-muted">{row.member.companyName}</span>
                ) : null}
                {row.imported ? (
                  <span className="mt-0.5 inline-block rounded-full border border-border px-1.5 text-xs text-muted">
                    Imported
                  </span>
                ) : null}
              </th>
              {PALMS_COLUMNS.map((c) => (
                <td key={c} className="px-2 py-2 whitespace-nowrap">
                  {cell(row, c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border bg-surface font-semibold">
            <th scope="row" className="sticky bottom-0 left-0 bg-surface px-2 py-2 text-left">
              Total
            </th>
            {PALMS_COLUMNS.map((c) => (
              <td key={c} className="sticky bottom-0 bg-surface px-2 py-2 whitespace-nowrap">
                {cell(report.totals, c)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
