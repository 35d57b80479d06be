/** The statuses of a mentorship application and their labels, without zod. */

export const MENTORSHIP_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;

export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];

export const MENTORSHIP_STATUS_LABELS: Record<MentorshipStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
