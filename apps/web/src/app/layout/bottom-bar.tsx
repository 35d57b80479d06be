import { MoreHorizontal } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { NavBadge } from './nav-badge';
import { isActive, type ShellNavItem, type useShellNav } from './use-shell-nav';

function BarLink({ item, active }: { item: ShellNavItem; active: boolean }) {
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'relative flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium',
        active ? 'text-brand-800 dark:text-brand-200' : 'text-muted hover:text-foreground',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="max-w-full truncate px-0.5">{item.label}</span>
      <NavBadge
        badge={item.badge}
        expandedSidebar={false}
        className="absolute top-1.5 left-1/2 ml-1 h-4 min-w-4 px-1 text-[10px]"
      />
    </Link>
  );
}

/**
 * The phone's bottom bar (below 768 px): Home, Calendar, Activity, Roster, Inbox, More; in admin
 * mode Dashboard, the first three admin items and More (docs/architecture.md 16.2). 64 px high.
 */
export function BottomBar({ nav }: { nav: ReturnType<typeof useShellNav> }) {
  const { pathname } = useLocation();
  const items = nav.adminMode ? nav.adminBottomItems : nav.memberItems;
  const more: ShellNavItem = {
    key: 'more',
    label: 'More',
    to: nav.moreTo,
    icon: MoreHorizontal,
    activePrefix: nav.moreTo,
  };
  return (
    <nav
      aria-label={nav.adminMode ? 'Management' : 'Main'}
      className="shrink-0 border-t border-border bg-card pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex h-16 items-stretch">
        {[...items, more].map((item) => (
          <li key={item.key} className="flex min-w-0 flex-1">
            <BarLink item={item} active={isActive(item, pathname)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
