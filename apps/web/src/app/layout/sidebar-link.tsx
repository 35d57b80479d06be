import { Link, useLocation } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { NavBadge } from './nav-badge';
import { isActive, type ShellNavItem } from './use-shell-nav';

interface SidebarLinkProps {
  item: ShellNavItem;
  expanded: boolean;
  /** Leadership's admin menu has its own accent (docs/architecture.md 16.2). */
  tone?: 'member' | 'admin' | 'leadership';
}

const ACTIVE = {
  member: 'bg-accent text-brand-900 dark:text-brand-100',
  admin: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-50',
  leadership: 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-50',
} as const;

export function SidebarLink({ item, expanded, tone = 'member' }: SidebarLinkProps) {
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  const Icon = item.icon;
  return (
    <Tooltip content={item.label} disabled={expanded}>
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          // 36 px rows: a leadership admin's eleven items and the footer fit a 1280 x 800 window.
          'relative flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
          active ? ACTIVE[tone] : 'text-muted hover:bg-surface hover:text-foreground',
          !expanded && 'justify-center px-0',
        )}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn('min-w-0 flex-1 truncate', !expanded && 'sr-only')}>{item.label}</span>
        <NavBadge
          badge={item.badge}
          expandedSidebar={expanded}
          className={expanded ? undefined : 'absolute -top-1 right-0.5 h-4 min-w-4 px-1 text-[10px]'}
        />
      </Link>
    </Tooltip>
  );
}
