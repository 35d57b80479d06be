import type { AuditItem } from '@app/shared/reports';
import { useMemo, useState } from 'react';
import { type SortState, sortByText } from '../lib/table-sort';
import { SortHeaders } from './sort-header';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

type SortKey = 'at' | 'actor' | 'action' | 'target';

const sortValue: Record<SortKey, (item: AuditItem) => string> = {
  at: (i) => i.at,
  actor: (i) => i.actor?.name ?? '',
  action: (i) => i.action,
  target: (i) => `${i.targetType ?? ''} ${i.targetId ?? ''}`,
};

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'at', label: 'Time' },
  { key: 'actor', label: 'Actor' },
  { key: 'action', label: 'Action' },
  { key: 'target', label: 'Target' },
];

/** The audit rows of one page as a table; each column header sorts (time newest first by default). */
export function ReportsAuditTable({ items }: { items: AuditItem[] }) {
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'at', direction: 'descending' });
  const sorted = useMemo(() => sortByText(items, sort, sortValue), [items, sort]);

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Audit log, sorted by {sort.key}</caption>
        <thead className="bg-surface">
          <tr>
            <SortHeaders columns={COLUMNS} sort={sort} onSort={setSort} className="px-3" />
            <th scope="col" className="px-3 py-2 font-semibold">
              Details
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((item) => (
            <tr key={item.id} className="border-t border-border align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={item.at}>{dateTime.format(new Date(item.at))}</time>
              </td>
              <td className="px-3 py-2">
                {item.actor ? (
                  <>
                    <span className="block">{item.actor.name}</span>
                    <span className="block text-xs text-muted">{item.actor.email}</span>
                  </>
                ) : (
                  <span className="text-muted">System</span>
                )}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{item.action}</td>
              <td className="px-3 py-2">
                {item.targetType ? `${item.targetType} ${item.targetId ?? ''}` : '—'}
              </td>
              <td className="max-w-xs px-3 py-2">
                {Object.keys(item.data).length > 0 ? (
                  <details>
                    <summary className="cursor-pointer">Show</summary>
                    <pre className="mt-1 text-xs whitespace-pre-wrap break-words">
                      {JSON.stringify(item.data, null, 2)}
                    </pre>
                  </details>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
