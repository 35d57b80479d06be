import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from '@app/shared/constants';
import { Crown, PanelLeftClose, PanelLeftOpen, Settings, ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Avatar } from '@/components/ui/avatar';
import { Tooltip } from '@/components/ui/tooltip';
import type { SessionUser } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { AdminModeSwitch } from './admin-mode-switch';
import { MoreMenu } from './more-menu';
import { SidebarLink } from './sidebar-link';
import type { useShellNav } from './use-shell-nav';

interface SidebarProps {
  user: SessionUser;
  nav: ReturnType<typeof useShellNav>;
  expanded: boolean;
  /** Null when the screen is too narrow to expand (below 900 px). */
  onToggle: (() => void) | null;
}

/** Desktop navigation: 240 px expanded, 72 px collapsed (docs/architecture.md 16.9). */
export function Sidebar({ user, nav, expanded, onToggle }: SidebarProps) {
  const tone = nav.adminMode ? (nav.leadership ? 'leadership' : 'admin') : 'member';
  const items = nav.adminMode ? nav.adminItems : nav.memberItems;
  const ToggleIcon = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <aside
      style={{ width: expanded ? SIDEBAR_EXPANDED_PX : SIDEBAR_COLLAPSED_PX }}
      className="flex h-full shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200"
      data-expanded={expanded}
      data-leadership={nav.adminMode && nav.leadership ? 'true' : undefined}
    >
      <div className={cn('flex h-16 items-center gap-2 px-4', !expanded && 'justify-center px-0')}>
        {/* Named by its content, "Chapter home": the visible "Chapter" starts the name. */}
        <Link to={paths.home} className="min-w-0 rounded-lg">
          <BrandLogo showName={expanded} />
          <span className="sr-only"> home</span>
        </Link>
      </div>
      {nav.adminMode ? (
        <p
          className={cn(
            'mx-3 mb-2 flex items-center gap-2 rounded-md px-2 py-1 text-xs font-semibold tracking-wide uppercase',
            nav.leadership
              ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100'
              : 'text-muted',
            !expanded && 'justify-center px-0',
          )}
        >
          {nav.leadership ? (
            <Crown className="size-4" aria-hidden="true" />
          ) : (
            <ShieldHalf className="size-4" aria-hidden="true" />
          )}
          <span className={cn(!expanded && 'sr-only')}>{nav.leadership ? 'Leadership' : 'Management'}</span>
        </p>
      ) : null}
      <nav aria-label={nav.adminMode ? 'Management' : 'Main'} className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-0.5">
          {items.map((item) => (
            <li key={item.key}>
              <SidebarLink item={item} expanded={expanded} tone={tone} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-border p-3">
        {nav.adminAccess && nav.adminEntry ? (
          <AdminModeSwitch
            adminMode={nav.adminMode}
            entry={nav.adminEntry}
            expanded={expanded}
            leadership={nav.leadership}
          />
        ) : null}
        <Tooltip content="Profile" disabled={expanded}>
          <Link
            to={paths.profile('me')}
            className={cn(
              'flex h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-surface',
              !expanded && 'justify-center px-0',
            )}
          >
            <Avatar
              userId={user.id}
              name={user.name}
              hasImage={user.profileImageUrl !== null}
              decorative
              className="size-8 text-xs"
            />
            <span className={cn('min-w-0 flex-1', !expanded && 'sr-only')}>
              <span className="block truncate font-medium">Profile</span>
              <span className="block truncate text-xs text-muted">{user.name}</span>
            </span>
          </Link>
        </Tooltip>
        <SidebarLink
          item={{
            key: 'settings',
            label: 'Settings',
            to: paths.settings(),
            icon: Settings,
            activePrefix: '/settings',
          }}
          expanded={expanded}
        />
        <MoreMenu expanded={expanded} />
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={expanded}
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            className={cn(
              'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm text-muted hover:bg-surface hover:text-foreground',
              !expanded && 'justify-center px-0',
            )}
          >
            <ToggleIcon className="size-5 shrink-0" aria-hidden="true" />
            {expanded ? <span>Collapse</span> : null}
          </button>
        ) : null}
      </div>
    </aside>
  );
}
