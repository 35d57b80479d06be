import type { ActivityItem } from '@app/shared/activities';
import { ACTIVITY_KIND_LABELS } from '@app/shared/activity-kinds';
import { MOBILE_BREAKPOINT_PX } from '@app/shared/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TABLE_ROW_HEIGHT, useScreenfulFirst } from '@/hooks/use-screenful-first';
import { SlipStatusChip } from '../public/slip-status-chip';
import { formatWhen, slipSummary } from '../public/slip-summary';

/** The table from the app's phone breakpoint (Tailwind's `md`) up, cards below it. */
const TABLE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const COLUMNS = ['Date', 'Kind', 'From', 'To', 'Details', 'Status'] as const;

interface Props {
  items: ActivityItem[];
}

/** The group's slips: a table on wide screens, one card per slip on phones (only one is drawn). */
export function AdminActivityTable({ items }: Props) {
  const table = useMediaQuery(TABLE_QUERY);
  return table ? <SlipTable items={items} /> : <SlipCards items={items} />;
}

function SlipTable({ items }: Props) {
  const shown = useScreenfulFirst(items, TABLE_ROW_HEIGHT);
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Slips of the group</caption>
        <thead className="border-b border-border text-xs text-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shown.map((item) => (
            <tr key={item.id}>
              <td className="px-3 py-2 whitespace-nowrap text-muted">
                <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{ACTIVITY_KIND_LABELS[item.kind]}</td>
              <td className="px-3 py-2">{item.giver.name}</td>
              <td className="px-3 py-2">{item.receiver?.name ?? '—'}</td>
              <td className="max-w-xs truncate px-3 py-2" title={slipSummary(item)}>
                {slipSummary(item)}
              </td>
              <td className="px-3 py-2">
                <SlipStatusChip status={item.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SlipCards({ items }: Props) {
  const shown = useScreenfulFirst(items);
  return (
    <ul aria-label="Slips of the group" className="space-y-2">
      {shown.map((item) => (
        <li key={item.id} className="rounded-xl border border-border bg-card p-3 shadow-xs">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-semibold tracking-wide text-muted uppercase">
              {ACTIVITY_KIND_LABELS[item.kind]}
            </span>
            <SlipStatusChip status={item.status} />
            <time dateTime={item.createdAt} className="ml-auto text-xs text-muted">
              {formatWhen(item.createdAt)}
            </time>
          </div>
          <p className="mt-1 text-sm font-medium">
            {item.receiver ? `${item.giver.name} → ${item.receiver.name}` : item.giver.name}
          </p>
          <p className="line-clamp-2 text-sm text-muted">{slipSummary(item)}</p>
        </li>
      ))}
    </ul>
  );
}
