import { HEADER_HEIGHT_PX, HEADER_WITH_TABS_PX } from '@app/shared/constants';
import { ADMIN_SETTINGS_PERMISSION } from '@app/shared/navigation';
import { can } from '@app/shared/permissions';
import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { Avatar } from '@/components/ui/avatar';
import { ActivityTabs } from '@/features/activity/components/activity-tabs';
import { memberCountText } from '@/features/home/components/group-card';
import type { SessionUser } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { RouteHandle } from '../route-handle';

interface AppHeaderProps {
  user: SessionUser;
  handle: RouteHandle;
  visible: boolean;
  compact: boolean;
  adminMode: boolean;
}

/** The page header: 64 px, or 112 px with tabs; slides away on scroll down (docs/architecture.md 16.2). */
export function AppHeader({ user, handle, visible, compact, adminMode }: AppHeaderProps) {
  const withTabs = handle.tabs === 'activity';
  const home = handle.home && user.group;
  return (
    <header
      style={{ height: withTabs ? HEADER_WITH_TABS_PX : HEADER_HEIGHT_PX }}
      data-visible={visible}
      className={cn(
        'sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur transition-transform duration-200',
        visible ? 'translate-y-0' : '-translate-y-full',
      )}
    >
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        {compact ? (
          // Named by its content (no aria-label): the accessible name holds what is visible.
          <Link to={paths.home} className="rounded-lg">
            <BrandMark className="size-8 text-base" />
            <span className="sr-only">Chapter home</span>
          </Link>
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold tracking-tight">
            {home ? user.group?.name : handle.title}
          </h1>
          {home && user.group ? (
            <p className="truncate text-xs text-muted">{memberCountText(user.group.memberCount)}</p>
          ) : null}
        </div>
        {adminMode && can(user, { permission: ADMIN_SETTINGS_PERMISSION }) ? (
          <Link
            to={paths.admin.settings}
            aria-label="Admin settings"
            className="rounded-lg p-2 text-muted hover:bg-surface hover:text-foreground"
          >
            <Settings2 className="size-5" aria-hidden="true" />
          </Link>
        ) : null}
        {compact ? (
          <Link to={paths.profile('me')} className="rounded-full">
            <Avatar
              userId={user.id}
              name={user.name}
              hasImage={user.profileImageUrl !== null}
              decorative
              className="size-8 text-xs"
            />
            <span className="sr-only">Your profile</span>
          </Link>
        ) : null}
      </div>
      {withTabs ? <ActivityTabs /> : null}
    </header>
  );
}
