import { can, hasAdminArea } from '@app/shared/permissions';
import type { LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { adminIcon, NAV_ICONS } from '@/components/nav-icons';
import { useUnreadCounts } from '@/features/activity/api/get-unread-counts';
import { useInboxUnreadCount } from '@/features/inbox/hooks/use-inbox-unread-count';
import type { SessionUser } from '@/lib/auth/session';
import {
  adminBottomBarItems,
  adminEntryPath,
  isLeadership,
  visibleAdminItems,
  visibleMemberNav,
} from '@/lib/navigation';
import { isAdminPath, paths } from '@/lib/paths';

export interface ShellNavItem {
  key: string;
  label: string;
  to: string;
  icon: LucideIcon;
  /** Matches every page of the area (e.g. /activity/* for Activity). */
  activePrefix: string;
  badge?: { count: number; label: string; inbox?: boolean };
}

/** The navigation of the shell for this user and page: member or admin mode, with badges. */
export function useShellNav(user: SessionUser) {
  const { pathname } = useLocation();
  const adminMode = isAdminPath(pathname);
  const inboxUnread = useInboxUnreadCount();
  const canSeeActivity = can(user, { permission: 'view_activity' });
  const activity = useUnreadCounts({ enabled: canSeeActivity });
  const activityUnread = (activity.data?.givenCount ?? 0) + (activity.data?.receivedCount ?? 0);

  const memberItems: ShellNavItem[] = visibleMemberNav(user).map((item) => ({
    key: item.key,
    label: item.label,
    to: item.path,
    icon: NAV_ICONS[item.key] ?? NAV_ICONS.home,
    activePrefix: item.key === 'activity' ? '/activity' : item.path,
    ...(item.key === 'inbox' ? { badge: { count: inboxUnread, label: 'unread messages', inbox: true } } : {}),
    ...(item.key === 'activity' ? { badge: { count: activityUnread, label: 'unread activities' } } : {}),
  })) as ShellNavItem[];

  const toAdminItem = (item: ReturnType<typeof visibleAdminItems>[number]): ShellNavItem => ({
    key: item.key,
    label: item.label,
    to: item.path,
    icon: adminIcon(item.key),
    activePrefix: item.path,
  });

  return {
    adminMode,
    adminAccess: hasAdminArea(user),
    adminEntry: adminEntryPath(user),
    leadership: isLeadership(user),
    memberItems,
    adminItems: visibleAdminItems(user).map(toAdminItem),
    adminBottomItems: adminBottomBarItems(user).map(toAdminItem),
    moreTo: adminMode ? paths.admin.more : paths.more,
  };
}

export function isActive(item: Pick<ShellNavItem, 'activePrefix'>, pathname: string): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`);
}
