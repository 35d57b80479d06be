import { MEMBER_NAV_ITEMS, type MemberNavItem } from '@app/shared/navigation';
import { ADMIN_ITEMS, can, hasAdminArea, type PermissionSubject, roleRank } from '@app/shared/permissions';

export type AdminItem = (typeof ADMIN_ITEMS)[number];
export type AdminItemKey = AdminItem['key'];

/** Member navigation the user may see (docs/architecture.md 16.6: Calendar, Activity, Roster are gated). */
export function visibleMemberNav(user: PermissionSubject): MemberNavItem[] {
  return MEMBER_NAV_ITEMS.filter((item) => !item.permission || can(user, { permission: item.permission }));
}

/**
 * Admin items the user may open: none without an admin permission (docs/architecture.md 15.2: the
 * member-navigation permissions open no admin area), else those with any of their permissions.
 */
export function visibleAdminItems(user: PermissionSubject): AdminItem[] {
  if (!hasAdminArea(user)) {
    return [];
  }
  return ADMIN_ITEMS.filter((item) => can(user, { permissions: item.permissions }));
}

/**
 * The phone's bottom bar in admin mode: Dashboard, the first three other admin items the user
 * may open, then More (docs/architecture.md 16.2).
 */
export function adminBottomBarItems(user: PermissionSubject): AdminItem[] {
  const visible = visibleAdminItems(user);
  const dashboard = visible.filter((i) => i.key === 'dashboard');
  return [...dashboard, ...visible.filter((i) => i.key !== 'dashboard').slice(0, 3)];
}

/** Where "Enter Admin Mode" goes: the dashboard, or the first admin page the user may open. */
export function adminEntryPath(user: PermissionSubject): string | null {
  return visibleAdminItems(user)[0]?.path ?? null;
}

/** Leadership roles get the distinct admin-menu style (docs/architecture.md 16.2). */
export function isLeadership(user: {
  role: string | null;
  membership: { role: { isLeadership: boolean } } | null;
}): boolean {
  return user.membership?.role.isLeadership ?? (user.role ? roleRank(user.role).isLeadership : false);
}
