import type { MentorItem, MentorshipApplicationItem } from '@app/shared/mentorship';

export function mentor(id: number, name: string, overrides: Partial<MentorItem> = {}): MentorItem {
  return {
    id,
    name,
    companyName: `${name} Ltd`,
    classification: null,
    profileImageUrl: null,
    expertise: ['Marketing'],
    bio: '',
    capacity: 2,
    accepting: true,
    activeMentees: 0,
    available: true,
    ...overrides,
  };
}

export function application(
  id: number,
  overrides: Partial<MentorshipApplicationItem> = {},
): MentorshipApplicationItem {
  return {
    id,
    mentor: { id: 8, name: 'Bob Builder', companyName: null },
    mentee: { id: 7, name: 'Mia Member', companyName: null },
    goals: 'Grow my referral network',
    message: null,
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export const PAGE_TEST_OPTIONS = { timeout: 20_000 } as const;
/** GET /api/mentors/me of a member who does not mentor. */
export const notAMentor = { body: null };
