import type { MemberItem } from '@app/shared/members';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { TABLE_ROW_HEIGHT, useScreenfulFirst } from '@/hooks/use-screenful-first';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { MemberBadges } from './member-badges';
import { MemberContactLinks } from './member-contact-actions';

function MemberRow({ member }: { member: MemberItem }) {
  return (
    <tr className={cn('hover:bg-surface', member.role.isLeadership && 'bg-amber-50/60 dark:bg-amber-950/20')}>
      <th scope="row" className="py-2.5 pr-3 pl-4 text-left font-normal">
        <div className="flex min-w-0 items-center gap-3">
          <PersonAvatar person={member} decorative className="size-10 text-sm" />
          <div className="min-w-0 space-y-1">
            <Link to={paths.profile(member.id)} className="block truncate font-medium hover:underline">
              {member.name}
            </Link>
            <MemberBadges member={member} />
          </div>
        </div>
      </th>
      <td className="truncate px-3 py-2.5">{member.companyName ?? <span className="text-muted">—</span>}</td>
      <td className="truncate px-3 py-2.5">
        {member.classification ?? <span className="text-muted">—</span>}
      </td>
      <td className="py-2.5 pr-4 pl-3">
        <MemberContactLinks member={member} />
      </td>
    </tr>
  );
}

/** The desktop layout: one row per member, columns for company, classification and contact. */
export function MemberTable({ members, label }: { members: readonly MemberItem[]; label: string }) {
  const shown = useScreenfulFirst(members, TABLE_ROW_HEIGHT);
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{label}</caption>
        <colgroup>
          <col className="w-[34%]" />
          <col className="w-[22%]" />
          <col className="w-[18%]" />
          <col className="w-[26%]" />
        </colgroup>
        <thead className="border-b border-border bg-surface text-left text-xs font-semibold text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3 pl-4">
              Member
            </th>
            <th scope="col" className="px-3 py-2">
              Company
            </th>
            <th scope="col" className="px-3 py-2">
              Classification
            </th>
            <th scope="col" className="py-2 pr-4 pl-3">
              Contact
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shown.map((m) => (
            <MemberRow key={m.id} member={m} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
