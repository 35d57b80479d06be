import type { MemberItem } from '@app/shared/members';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { cn } from '@/lib/cn';

const ICON_LINK =
  'relative z-10 inline-flex size-11 items-center justify-center rounded-full text-brand-700 ' +
  'hover:bg-surface dark:text-brand-300';

/**
 * One-tap call (tel:) and e-mail (mailto:) buttons, 44 px targets for a phone. A member who keeps
 * their e-mail or phone to themselves (Settings > Privacy) arrives with it null: no button then.
 */
export function MemberContactActions({
  member,
  className,
}: {
  member: Pick<MemberItem, 'name' | 'email' | 'phone'>;
  className?: string;
}) {
  return (
    <div className={cn('flex shrink-0 items-center', className)}>
      {member.phone ? (
        <a href={`tel:${member.phone}`} aria-label={`Call ${member.name}`} className={ICON_LINK}>
          <Phone className="size-5" aria-hidden="true" />
        </a>
      ) : null}
      {member.email ? (
        <a href={`mailto:${member.email}`} aria-label={`E-mail ${member.name}`} className={ICON_LINK}>
          <Mail className="size-5" aria-hidden="true" />
        </a>
      ) : null}
    </div>
  );
}

/** The same actions as text links, for the desktop table where there is room for the details. */
export function MemberContactLinks({ member }: { member: Pick<MemberItem, 'name' | 'email' | 'phone'> }) {
  if (!member.email && !member.phone) {
    return <span className="text-muted">—</span>;
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {member.phone ? (
        <a
          href={`tel:${member.phone}`}
          aria-label={`Call ${member.name} at ${member.phone}`}
          className="inline-flex min-w-0 items-center gap-1.5 text-link hover:underline"
        >
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{member.phone}</span>
        </a>
      ) : null}
      {member.email ? (
        <a
          href={`mailto:${member.email}`}
          aria-label={`E-mail ${member.name} at ${member.email}`}
          className="inline-flex min-w-0 items-center gap-1.5 text-link hover:underline"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{member.email}</span>
        </a>
      ) : null}
    </div>
  );
}
