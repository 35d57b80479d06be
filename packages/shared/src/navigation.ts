import type { Permission } from './permissions';

export interface MemberNavItem {
  key: 'home' | 'calendar' | 'activity' | 'roster' | 'inbox';
  label: string;
  path: string;
  /** Needed to see the item; none means open to every signed-in member. */
  permission?: Permission;
}

/** docs/architecture.md 16.6 "Member navigation": Calendar, Activity and Roster are gated; Home and Inbox are open. */
export const MEMBER_NAV_ITEMS: readonly MemberNavItem[] = [
  { key: 'home', label: 'Home', path: '/home' },
  { key: 'calendar', label: 'Calendar', path: '/calendar', permission: 'view_meetings' },
  { key: 'activity', label: 'Activity', path: '/activity/given', permission: 'view_activity' },
  { key: 'roster', label: 'Roster', path: '/roster', permission: 'view_members' },
  { key: 'inbox', label: 'Inbox', path: '/inbox' },
];

/** The admin settings button in the header (docs/architecture.md 16.6). */
export const ADMIN_SETTINGS_PERMISSION: Permission = 'manage_settings';
