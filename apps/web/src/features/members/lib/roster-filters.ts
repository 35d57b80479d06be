import type { MemberItem, RosterStatus } from '@app/shared/members';
import { can, type PermissionSubject, ROLE_NAMES, type RoleName } from '@app/shared/permissions';

/**
 * The statuses of the roster's filter, in order (the shared schema's values; kept here as plain
 * data so the roster page does not load zod for them).
 */
export const ROSTER_STATUS_OPTIONS = [
  'active',
  'pending',
  'lapsed',
] as const satisfies readonly RosterStatus[];

/** Roles one may filter by (Substitutes cannot sign in and are no part of the directory). */
export const ROLE_FILTER_OPTIONS: readonly RoleName[] = ROLE_NAMES.filter((n) => n !== 'Substitute');

export const STATUS_LABELS: Record<RosterStatus, string> = {
  active: 'Active',
  pending: 'Pending approval',
  lapsed: 'Lapsed',
};

/** Pending and lapsed members are for those who approve or manage members (docs/architecture.md 14.1). */
export function maySeeInactive(user: PermissionSubject): boolean {
  return can(user, { permissions: ['approve_members', 'manage_members'] });
}

export function parseRole(value: string | null): RoleName | null {
  return ROLE_FILTER_OPTIONS.find((r) => r === value) ?? null;
}

/** The status in the address, or active when it is unknown or not the caller's to see. */
export function parseStatus(value: string | null, inactiveAllowed: boolean): RosterStatus {
  const found = ROSTER_STATUS_OPTIONS.find((s) => s === value);
  return found && (found === 'active' || inactiveAllowed) ? found : 'active';
}

/**
 * The server sends leadership first by rank; the roster shows them under their own heading.
 * The order inside each part is kept as the server sent it.
 */
export function splitLeadership(items: readonly MemberItem[]): {
  leadership: MemberItem[];
  others: MemberItem[];
} {
  return {
    leadership: items.filter((m) => m.role.isLeadership),
    others: items.filter((m) => !m.role.isLeadership),
  };
}

/** "1 member", "12 members". */
export function memberCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}
