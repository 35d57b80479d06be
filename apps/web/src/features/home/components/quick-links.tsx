import type { Permission } from '@app/shared/permissions';
import { can } from '@app/shared/permissions';
import {
  CalendarDays,
  Contact,
  GraduationCap,
  Handshake,
  Inbox,
  type LucideIcon,
  Receipt,
  Send,
  UserPlus,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '@/lib/auth/session';
import { paths } from '@/lib/paths';

interface QuickLink {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  permission?: Permission;
}

const LINKS: QuickLink[] = [
  {
    label: 'Pass a referral',
    description: 'Send business to a member',
    to: paths.activityForm('referral'),
    icon: Send,
    permission: 'view_activity',
  },
  {
    label: 'Closed business',
    description: 'Thank a member for business',
    to: paths.activityForm('closed-business'),
    icon: Receipt,
    permission: 'view_activity',
  },
  {
    label: 'One-to-one',
    description: 'Meet a member one to one',
    to: paths.activityForm('one-to-one'),
    icon: Users,
    permission: 'view_activity',
  },
  {
    label: 'Training credits',
    description: 'Record training you attended',
    to: paths.activityForm('training-credits'),
    icon: GraduationCap,
    permission: 'view_activity',
  },
  {
    label: 'Calendar',
    description: 'Meetings and your RSVPs',
    to: paths.calendar,
    icon: CalendarDays,
    permission: 'view_meetings',
  },
  {
    label: 'Roster',
    description: 'Find a member',
    to: paths.roster,
    icon: Contact,
    permission: 'view_members',
  },
  {
    label: 'My activity',
    description: 'What you gave and received',
    to: paths.activity('given'),
    icon: Handshake,
    permission: 'view_activity',
  },
  {
    label: 'Invite a visitor',
    description: 'Bring a guest to a meeting',
    to: paths.visitors,
    icon: UserPlus,
  },
  { label: 'Inbox', description: 'Messages from members', to: paths.inbox, icon: Inbox },
];

/** Shortcuts to what members do most, limited to what this member may open. */
export function QuickLinks({ user }: { user: SessionUser }) {
  const links = LINKS.filter((l) => !l.permission || can(user, { permission: l.permission }));
  return (
    <section aria-labelledby="quick-links">
      <h2 id="quick-links" className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        Quick links
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {links.map(({ label, description, to, icon: Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-4 transition-colors hover:border-brand-600 hover:bg-accent"
            >
              <Icon className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              <span className="text-sm font-semibold">{label}</span>
              <span className="text-xs text-muted">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
