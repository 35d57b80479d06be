import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import type { SessionUser } from '@/lib/auth/session';

/** A signed-in member of "Demo Chapter" with the Member role's default permissions. */
export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    email: 'mia@example.com',
    name: 'Mia Member',
    companyName: 'Mia Insurance',
    profileImageUrl: null,
    role: 'Member',
    isAdmin: false,
    permissions: [...DEFAULT_ROLE_PERMISSIONS.Member],
    version: '3.0.16',
    mustChangePassword: false,
    group: {
      id: 1,
      name: 'Demo Chapter',
      imageUrl: null,
      memberCount: 24,
      status: 'active',
      timezone: 'Europe/London',
      currency: 'EUR',
    },
    membership: {
      status: 'active',
      classification: 'Insurance',
      joinedAt: '2025-01-10T00:00:00.000Z',
      renewalDue: null,
      role: { name: 'Member', rank: 6, isLeadership: false },
    },
    ...overrides,
  };
}

export function makePresident(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    name: 'Paula President',
    role: 'President',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
    membership: {
      status: 'active',
      classification: null,
      joinedAt: '2024-01-10T00:00:00.000Z',
      renewalDue: null,
      role: { name: 'President', rank: 2, isLeadership: true },
    },
    ...overrides,
  });
}

/** A registered person whose membership waits for approval: the Visitor permission set. */
export function makeVisitor(overrides: Partial<SessionUser> = {}): SessionUser {
  return makeUser({
    name: 'Victor Visitor',
    role: 'Member',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.Visitor],
    membership: {
      status: 'pending',
      classification: null,
      joinedAt: '2026-01-10T00:00:00.000Z',
      renewalDue: null,
      role: { name: 'Member', rank: 6, isLeadership: false },
    },
    ...overrides,
  });
}
