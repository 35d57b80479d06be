import type { MemberItem } from '@app/shared/members';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { useScreenfulFirst } from '@/hooks/use-screenful-first';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { MemberBadges } from './member-badges';
import { MemberContactActions } from './member-contact-actions';

/** One member as a card: the whole card opens the profile, the buttons call or e-mail. */
function MemberCard({ member }: { member: MemberItem }) {
  return (
    <li
      className={cn(
        'relative flex items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-xs',
        'hover:bg-surface',
        member.role.isLeadership && 'border-l-4 border-l-amber-400 dark:border-l-amber-500',
      )}
    >
      <PersonAvatar person={member} decorative className="size-12 text-base" />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={paths.profile(member.id)}
          className="block truncate font-medium after:absolute after:inset-0 after:rounded-xl"
        >
          {member.name}
        </Link>
        <MemberBadges member={member} />
        {member.companyName ? <p className="truncate text-sm">{member.companyName}</p> : null}
        {member.classification ? (
          <p className="truncate text-xs text-muted">{member.classification}</p>
        ) : null}
      </div>
      <MemberContactActions member={member} />
    </li>
  );
}

/** The phone layout: a list of cards. */
export function MemberCardList({ members, label }: { members: readonly MemberItem[]; label: string }) {
  const shown = useScreenfulFirst(members);
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-2 md:grid-cols-2">
      {shown.map((m) => (
        <MemberCard key={m.id} member={m} />
      ))}
    </ul>
  );
}
