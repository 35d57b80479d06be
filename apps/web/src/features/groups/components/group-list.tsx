import type { GroupResponse } from '@app/shared/groups';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useMediaQuery } from '@/hooks/use-media-query';
import { paths } from '@/lib/paths';
import { scheduleSummary } from '../lib/group-options';

const TABLE_QUERY = '(min-width: 1024px)';

function StatusBadge({ group }: { group: GroupResponse }) {
  return group.status === 'active' ? (
    <Badge tone="green">Active</Badge>
  ) : (
    <Badge tone="neutral">Inactive</Badge>
  );
}

const seats = (g: GroupResponse) => `${g.memberCount} of ${g.capacity}`;

function GroupTable({ groups }: { groups: readonly GroupResponse[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Groups</caption>
        <thead className="border-b border-border bg-surface text-left text-xs font-semibold text-muted uppercase">
          <tr>
            <th scope="col" className="w-[28%] py-2 pr-3 pl-4">
              Group
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              Members
            </th>
            <th scope="col" className="w-[34%] px-3 py-2">
              Weekly meeting
            </th>
            <th scope="col" className="py-2 pr-4 pl-3">
              Join code
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {groups.map((g) => (
            <tr key={g.id} className="hover:bg-surface">
              <th scope="row" className="py-2.5 pr-3 pl-4 text-left font-normal">
                <Link to={paths.admin.group(g.id)} className="font-medium hover:underline">
                  {g.name}
                </Link>
                <p className="text-xs text-muted">{g.timezone}</p>
              </th>
              <td className="px-3 py-2.5">
                <StatusBadge group={g} />
              </td>
              <td className="px-3 py-2.5 tabular-nums">{seats(g)}</td>
              <td className="px-3 py-2.5">{scheduleSummary(g.meetingSchedule)}</td>
              <td className="py-2.5 pr-4 pl-3 font-mono tabular-nums">{g.joinCode}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GroupCards({ groups }: { groups: readonly GroupResponse[] }) {
  return (
    <ul aria-label="Groups" className="grid grid-cols-1 gap-2 md:grid-cols-2">
      {groups.map((g) => (
        <li
          key={g.id}
          className="relative space-y-1.5 rounded-xl border border-border bg-card p-4 shadow-xs hover:bg-surface"
        >
          <div className="flex items-center justify-between gap-2">
            <Link
              to={paths.admin.group(g.id)}
              className="truncate font-medium after:absolute after:inset-0 after:rounded-xl"
            >
              {g.name}
            </Link>
            <StatusBadge group={g} />
          </div>
          <p className="text-sm">
            {`${seats(g)} members · join code `}
            <span className="font-mono">{g.joinCode}</span>
          </p>
          <p className="text-xs text-muted">{scheduleSummary(g.meetingSchedule)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The groups found: a table on wide screens, cards on phones. */
export function GroupList({ groups }: { groups: readonly GroupResponse[] }) {
  const table = useMediaQuery(TABLE_QUERY);
  return table ? <GroupTable groups={groups} /> : <GroupCards groups={groups} />;
}
