/** Permission names, role ranking and the pure checks both sides use. */
export const PERMISSIONS = [
  'view_audit_logs',
  'manage_members',
  'approve_business',
  'manage_group',
  'manage_groups',
  'view_group',
  'view_groups',
  'manage_settings',
  'send_sms',
  'record_attendance',
  'view_meetings',
  'view_activity',
  'view_members',
  'manage_meetings',
  'approve_referrals',
  'approve_members',
  'approve_substitutes',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Permissions that apply to the whole installation rather than the user's own group. They count
 * only for administrators (`is_admin`, docs/architecture.md 11): a group's Admin role holding them
 * gains nothing, so a chapter admin never reaches another group's data or the mail outbox.
 */
export const INSTALLATION_PERMISSIONS: readonly Permission[] = [
  'manage_groups',
  'view_groups',
  'manage_settings',
];

export function isInstallationPermission(value: string): boolean {
  return (INSTALLATION_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * What a principal may actually do: administrators everything; anyone else their role's
 * permissions without the installation-wide ones. The server computes principals and token claims
 * with it, so the server's checks and the web's gates agree.
 */
export function effectivePermissions(subject: {
  isAdmin: boolean;
  permissions: readonly string[];
}): string[] {
  if (subject.isAdmin) {
    return [...PERMISSIONS];
  }
  return subject.permissions.filter((p) => !isInstallationPermission(p));
}

export const ROLE_NAMES = [
  'Admin',
  'President',
  'Vice President',
  'Board Member',
  'Secretary Treasurer',
  'Member',
  'Visitor',
  'Substitute',
] as const;

export type RoleName = (typeof ROLE_NAMES)[number];

export interface RoleRank {
  name: RoleName;
  rank: number;
  isLeadership: boolean;
}

/** docs/architecture.md 16.3: role ranking (name, rank, leadership). */
export const ROLE_RANKING: readonly RoleRank[] = [
  { name: 'Admin', rank: 1, isLeadership: true },
  { name: 'President', rank: 2, isLeadership: true },
  { name: 'Vice President', rank: 3, isLeadership: true },
  { name: 'Board Member', rank: 4, isLeadership: true },
  { name: 'Secretary Treasurer', rank: 5, isLeadership: true },
  { name: 'Member', rank: 6, isLeadership: false },
  { name: 'Visitor', rank: 7, isLeadership: false },
  { name: 'Substitute', rank: 8, isLeadership: false },
];

/** An unknown role falls back to Visitor. */
export function roleRank(name: string | null | undefined): RoleRank {
  const found = ROLE_RANKING.find((r) => r.name === name);
  return found ?? (ROLE_RANKING[6] as RoleRank);
}

/**
 * Whether a holder of `actorRank` ranks strictly above a holder of `targetRank` (a lower number is
 * a higher rank: President 2 outranks Vice President 3, nobody outranks their own rank). The one
 * rank rule for acting on another member (editing a profile or an e-mail, granting a role);
 * administrators (`is_admin`) are excepted by the caller.
 */
export function outranks(actorRank: number, targetRank: number): boolean {
  return actorRank < targetRank;
}

const PRESIDENT: Permission[] = [
  'view_group',
  'manage_group',
  'view_members',
  'manage_members',
  'approve_members',
  'approve_business',
  'approve_referrals',
  'approve_substitutes',
  'view_meetings',
  'manage_meetings',
  'record_attendance',
  'view_activity',
  'send_sms',
  'view_audit_logs',
];

/** docs/architecture.md 11: default permissions per role (seed data). */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  Admin: PERMISSIONS,
  President: PRESIDENT,
  'Vice President': PRESIDENT.filter((p) => p !== 'manage_group' && p !== 'send_sms'),
  'Board Member': ['view_group', 'view_members', 'approve_members', 'view_meetings', 'view_activity'],
  'Secretary Treasurer': [
    'view_group',
    'view_members',
    'view_meetings',
    'manage_meetings',
    'record_attendance',
    'approve_business',
    'approve_substitutes',
    'view_activity',
    'send_sms',
  ],
  Member: ['view_group', 'view_members', 'view_meetings', 'view_activity'],
  Visitor: ['view_meetings'],
  Substitute: [],
};

export interface PermissionSubject {
  isAdmin?: boolean;
  permissions: readonly string[];
}

export interface PermissionRequirement {
  permission?: string;
  permissions?: readonly string[];
  requireAll?: boolean;
}

/**
 * docs/architecture.md 16.6: allowed when nothing is required, the user is an admin, holds the one required
 * permission, any of a list, or all of it when requireAll is set.
 */
export function can(subject: PermissionSubject, req: PermissionRequirement = {}): boolean {
  if (subject.isAdmin) {
    return true;
  }
  const needed = [...(req.permission ? [req.permission] : []), ...(req.permissions ?? [])];
  if (needed.length === 0) {
    return true;
  }
  const held = new Set(subject.permissions);
  return req.requireAll ? needed.every((p) => held.has(p)) : needed.some((p) => held.has(p));
}

export const ADMIN_ITEMS = [
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: '/admin/dashboard',
    permissions: ['view_audit_logs', 'view_activity'],
  },
  {
    key: 'activity',
    label: 'Activity',
    path: '/admin/activity',
    permissions: ['manage_groups', 'manage_group', 'manage_members'],
  },
  {
    key: 'groups',
    label: 'Groups',
    path: '/admin/groups',
    permissions: ['manage_groups', 'manage_group', 'view_groups'],
  },
  { key: 'users', label: 'Users', path: '/admin/users', permissions: ['manage_members', 'approve_members'] },
  { key: 'messaging', label: 'Messaging', path: '/admin/messaging', permissions: ['send_sms'] },
  {
    key: 'attendance',
    label: 'Attendance',
    path: '/admin/attendance',
    permissions: ['record_attendance', 'manage_meetings'],
  },
  {
    key: 'approvals',
    label: 'Approvals',
    path: '/admin/approvals',
    permissions: ['approve_business', 'approve_referrals', 'approve_members', 'approve_substitutes'],
  },
  // docs/architecture.md 15.1: my own group's renewals with manage_group, any group's as an administrator.
  {
    key: 'renewals',
    label: 'Renewals',
    path: '/admin/renewals',
    permissions: ['manage_group', 'manage_groups'],
  },
  {
    key: 'permissions',
    label: 'Roles & Permissions',
    path: '/admin/permissions',
    permissions: ['manage_settings'],
  },
  {
    key: 'reports',
    label: 'Reports',
    path: '/admin/reports',
    permissions: ['view_audit_logs', 'manage_groups'],
  },
  { key: 'tools', label: 'Tools', path: '/admin/tools', permissions: ['manage_settings'] },
] as const satisfies readonly {
  key: string;
  label: string;
  path: string;
  permissions: readonly Permission[];
}[];

/**
 * docs/architecture.md 15.2: the permissions of the member navigation (Roster, Calendar, Activity, one's
 * group). They are not admin permissions: holding only these opens no admin area.
 */
export const MEMBER_NAVIGATION_PERMISSIONS: readonly Permission[] = [
  'view_group',
  'view_members',
  'view_meetings',
  'view_activity',
];

/**
 * The admin permissions: every permission but the member-navigation ones. Holding one of them
 * (or being an administrator) opens the admin area: "Enter Admin Mode" on the web and the
 * `/api/admin/*` calls on the server, each of which still checks its own permission.
 */
export const ADMIN_PERMISSIONS: readonly Permission[] = PERMISSIONS.filter(
  (p) => !MEMBER_NAVIGATION_PERMISSIONS.includes(p),
);

/** Whether the principal may enter the admin area at all (docs/architecture.md 15.2). */
export function hasAdminArea(subject: PermissionSubject): boolean {
  return can(subject, { permissions: ADMIN_PERMISSIONS });
}
