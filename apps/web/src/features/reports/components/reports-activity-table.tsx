import type { ActivityItem } from '@app/shared/activities';
import { ACTIVITY_KIND_LABELS } from '@app/shared/activity-kinds';
import { useMemo, useState } from 'react';
import { SlipStatusChip } from '@/features/activity/public/slip-status-chip';
import { formatWhen, slipSummary } from '@/features/activity/public/slip-summary';
import { type SortState, sortByText } from '../lib/table-sort';
import { SortHeaders } from './sort-header';

type SortKey = 'date' | 'kind' | 'giver' | 'receiver' | 'status';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'kind', label: 'Kind' },
  { key: 'giver', label: 'From' },
  { key: 'receiver', label: 'To' },
  { key: 'status', label: 'Status' },
];

const sortValue: Record<SortKey, (i: ActivityItem) => string> = {
  date: (i) => i.createdAt,
  kind: (i) => ACTIVITY_KIND_LABELS[i.kind],
  giver: (i) => i.giver.name.toLocaleLowerCase(),
  receiver: (i) => (i.receiver?.name ?? '').toLocaleLowerCase(),
  status: (i) => i.status,
};

/** The activity report's slips, sortable, with a sticky header (scrolls sideways on phones). */
export function ReportsActivityTable({ items }: { items: ActivityItem[] }) {
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'date', direction: 'descending' });
  const sorted = useMemo(() => sortByText(items, sort, sortValue), [items, sort]);
  return (
    <section
      className="max-h-[70vh] overflow-auto rounded-xl border border-border"
      aria-label="Activity report table"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">
          Slips of the period, sorted by {COLUMNS.find((c) => c.key === sort.key)?.label} {sort.direction}
        </caption>
        <thead>
          <tr>
            <SortHeaders columns={COLUMNS} sort={sort} onSort={setSort} />
            <th scope="col" className="sticky top-0 z-10 bg-surface px-2 py-2 font-semibold">
              Details
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((item) => (
            <tr key={item.id} className="border-t border-border align-top">
              <td className="px-2 py-2 whitespace-nowrap text-muted">
                <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{ACTIVITY_KIND_LABELS[item.kind]}</td>
              <td className="px-2 py-2">{item.giver.name}</td>
              <td className="px-2 py-2">{item.receiver?.name ?? '—'}</td>
              <td className="px-2 py-2">
                <SlipStatusChip status={item.status} />
              </td>
              <td className="max-w-xs px-2 py-2">{slipSummary(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
