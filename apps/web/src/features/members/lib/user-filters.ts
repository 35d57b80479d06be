import type { AdminUserItem } from '@app/shared/admin-users';
import { MEMBERSHIP_STATUSES } from '@app/shared/membership-status';
import { can, type PermissionSubject, ROLE_NAMES, type RoleName } from '@app/shared/permissions';
import { oneOf } from '@/lib/one-of';
import type { AdminUsersFilter } from '../api/get-admin-users';

export type UserStatusFilter = NonNullable<AdminUsersFilter['status']>;

export const USER_STATUS_OPTIONS: { value: UserStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending approval' },
  { value: 'lapsed', label: 'Lapsed' },
  { value: 'removed', label: 'Removed' },
  { value: 'deactivated', label: 'Deactivated accounts' },
];

/** Pending, lapsed and deactivated people are for those who approve or manage members. */
export function maySeeInactive(user: PermissionSubject): boolean {
  return can(user, { permissions: ['approve_members', 'manage_members'] });
}

export function parseRole(value: string | null): RoleName | null {
  return ROLE_NAMES.find((r) => r === value) ?? null;
}

export function parseUserStatus(value: string | null, inactiveAllowed: boolean): UserStatusFilter | null {
  if (!inactiveAllowed) {
    return null;
  }
  if (value === 'deactivated') {
    return value;
  }
  return oneOf(MEMBERSHIP_STATUSES, value);
}

/** "1 person", "12 people". */
export function peopleCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'person' : 'people'}`;
}

/** The one state that matters most: a switched-off account, else the membership's status. */
export function userState(user: AdminUserItem): {
  label: string;
  tone: 'green' | 'amber' | 'red' | 'neutral';
} {
  if (!user.isActive) {
    return { label: 'Deactivated', tone: 'red' };
  }
  switch (user.status) {
    case 'active':
      return { label: 'Active', tone: 'green' };
    case 'pending':
      return { label: 'Pending approval', tone: 'amber' };
    case 'lapsed':
      return { label: 'Lapsed', tone: 'neutral' };
    case 'removed':
      return { label: 'Removed', tone: 'red' };
    default:
      return { label: 'No group', tone: 'neutral' };
  }
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** When the person last used the app, or that they never signed in. */
export function lastSeenLabel(iso: string | null): string {
  if (!iso) {
    return 'Never signed in';
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateTime.format(date);
}
