import type { ProfileResponse } from '@app/shared/profile';
import { describe, expect, it } from 'vitest';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { canEditProfile } from './profile-abilities';

function profileOf(id: number, role: { name: string; rank: number }, isAdmin = false): ProfileResponse {
  return {
    id,
    email: 'x@example.com',
    name: 'X',
    companyName: null,
    phone: null,
    bio: null,
    website: null,
    profileImageUrl: null,
    isAdmin,
    isActive: true,
    role: role.name,
    group: null,
    membership: {
      status: 'active',
      classification: null,
      joinedAt: '2025-01-01T00:00:00.000Z',
      renewalDue: null,
      role: { ...role, isLeadership: role.rank <= 5 },
    },
  };
}

const MEMBER = { name: 'Member', rank: 6 };
const VICE = { name: 'Vice President', rank: 3 };
const PRESIDENT = { name: 'President', rank: 2 };

describe('canEditProfile', () => {
  it('lets everyone edit their own profile', () => {
    expect(canEditProfile(makeUser({ id: 5 }), profileOf(5, MEMBER))).toBe(true);
  });

  it('needs manage_members for someone else', () => {
    expect(canEditProfile(makeUser({ id: 5 }), profileOf(6, { name: 'Visitor', rank: 7 }))).toBe(false);
  });

  it('with manage_members, reaches only members ranked below', () => {
    const president = makePresident({ id: 1 });
    expect(canEditProfile(president, profileOf(6, MEMBER))).toBe(true);
    expect(canEditProfile(president, profileOf(3, VICE))).toBe(true);
    expect(canEditProfile(president, profileOf(2, PRESIDENT))).toBe(false);
  });

  it('leaves administrators to administrators, who reach everyone', () => {
    expect(canEditProfile(makePresident({ id: 1 }), profileOf(9, MEMBER, true))).toBe(false);
    const admin = makeUser({ id: 1, isAdmin: true, permissions: [] });
    expect(canEditProfile(admin, profileOf(9, PRESIDENT, true))).toBe(true);
  });
});
