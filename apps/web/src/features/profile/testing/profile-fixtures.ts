import type { ProfileMembership, ProfileResponse } from '@app/shared/profile';

export const ACTIVE_MEMBERSHIP: ProfileMembership = {
  status: 'active',
  classification: 'Bakery',
  joinedAt: '2025-01-10T00:00:00.000Z',
  renewalDue: null,
  role: { name: 'Member', rank: 6, isLeadership: false },
};

/** A profile answer of GET /api/profile: an active Member of Demo Chapter unless told otherwise. */
export function makeProfile(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    id: 12,
    email: 'ben@example.com',
    name: 'Ben Baker',
    companyName: 'Baker Bread',
    phone: '+4915112345678',
    bio: 'Sourdough since 1999.',
    website: 'https://baker.example.com/',
    profileImageUrl: null,
    isAdmin: false,
    isActive: true,
    role: 'Member',
    group: {
      id: 1,
      name: 'Demo Chapter',
      imageUrl: null,
      memberCount: 24,
      status: 'active',
      timezone: 'Europe/London',
      currency: 'EUR',
    },
    membership: ACTIVE_MEMBERSHIP,
    ...overrides,
  };
}
