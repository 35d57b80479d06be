import type { AdminUserItem } from '@app/shared/admin-users';
import type { ApprovalItem } from '@app/shared/approvals';
import type { GroupResponse } from '@app/shared/groups';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLE_RANKING, type RoleName } from '@app/shared/permissions';
import type { RoleResponse } from '@app/shared/roles';
import { DEFAULT_TRAFFIC_LIGHT } from '@app/shared/traffic-light-defaults';
import type { SessionUser } from '@/lib/auth/session';
import { makeUser } from '@/lib/testing/fixtures';

const role = (name: RoleName) => {
  const r = ROLE_RANKING.find((x) => x.name === name) ?? ROLE_RANKING[5];
  return { name: r?.name ?? 'Member', rank: r?.rank ?? 6, isLeadership: r?.isLeadership ?? false };
};

export function adminUser(id: number, name: string, overrides: Partial<AdminUserItem> = {}): AdminUserItem {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: null,
    companyName: null,
    classification: null,
    profileImageUrl: null,
    role: role('Member'),
    status: 'active',
    joinedAt: '2025-01-01T00:00:00.000Z',
    renewalDue: null,
    group: { id: 1, name: 'Demo Chapter' },
    isActive: true,
    isAdmin: false,
    mustChangePassword: false,
    lastSeenAt: null,
    ...overrides,
  };
}

export const withRole = (name: RoleName) => role(name);

/** The installation's administrator, Admin of Demo Chapter. */
export function makeAdmin(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    id: 1,
    name: 'Administrator',
    role: 'Admin',
    isAdmin: true,
    permissions: [...PERMISSIONS],
    membership: {
      status: 'active',
      classification: null,
      joinedAt: '2024-01-01T00:00:00.000Z',
      renewalDue: null,
      role: role('Admin'),
    },
    ...overrides,
  });
}

export function makeGroup(overrides: Partial<GroupResponse> = {}): GroupResponse {
  return {
    id: 1,
    name: 'Demo Chapter',
    status: 'active',
    joinCode: '654321',
    capacity: 50,
    memberCount: 24,
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    meetingSchedule: { weekday: 4, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
    trafficLight: DEFAULT_TRAFFIC_LIGHT,
    ...overrides,
  };
}

export function makeRoles(): RoleResponse[] {
  return ROLE_RANKING.map((r, i) => ({
    id: i + 1,
    name: r.name,
    rank: r.rank,
    isLeadership: r.isLeadership,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[r.name]],
    locked: r.name === 'Admin',
  }));
}

export function memberApproval(
  id: number,
  name: string,
  overrides: Partial<ApprovalItem> = {},
): ApprovalItem {
  return {
    kind: 'member',
    id,
    subject: { id: id + 100, name },
    requestedBy: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    summary: 'Registered with the group code',
    decidable: true,
    ...overrides,
  };
}
