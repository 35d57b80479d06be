import type { MentorListQuery } from '@app/shared/mentorship';

/** The query keys of the mentorship area; live events invalidate `all`. */
export const mentorshipKeys = {
  all: ['mentorship'] as const,
  mentors: (filter: MentorListQuery) => ['mentorship', 'mentors', filter] as const,
  me: ['mentorship', 'me'] as const,
  applications: (role: 'mentor' | 'mentee') => ['mentorship', 'applications', role] as const,
};
