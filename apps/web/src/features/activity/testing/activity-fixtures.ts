import type { ActivityItem } from '@app/shared/activities';
import type { MemberItem } from '@app/shared/members';

export function member(id: number, name: string, overrides: Partial<MemberItem> = {}): MemberItem {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: null,
    companyName: `${name} Ltd`,
    classification: 'Plumbing',
    profileImageUrl: null,
    role: { name: 'Member', rank: 6, isLeadership: false },
    status: 'active',
    joinedAt: '2025-01-10T00:00:00.000Z',
    renewalDue: null,
    ...overrides,
  };
}

/** The roster the pickers show: me (Mia, 7) and two others. */
export const roster = () => ({
  items: [member(7, 'Mia Member'), member(8, 'Bob Builder'), member(9, 'Carla Chef')],
  total: 3,
});

export const person = (id: number, name: string) => ({ id, name, companyName: null });

export function slip(id: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id,
    kind: 'referral',
    status: 'pending',
    giver: person(7, 'Mia Member'),
    receiver: person(8, 'Bob Builder'),
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    isRead: true,
    contact: { name: 'Dana Client', phone: null, email: null },
    referralType: 'outside',
    temperature: 4,
    notes: null,
    ...overrides,
  };
}
