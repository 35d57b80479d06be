/**
 * The kinds and statuses of activity (slips, docs/architecture.md 14.4) with their labels: plain
 * constants without zod, so a page can show them without loading the schemas of activities.ts.
 */

/** The two sides of activity: what I gave and what I received (docs/architecture.md 16.2). */
export const ACTIVITY_DIRECTIONS = ['given', 'received'] as const;
export type ActivityDirection = (typeof ACTIVITY_DIRECTIONS)[number];

export const ACTIVITY_KINDS = [
  'referral',
  'closed_business',
  'one_to_one',
  'testimonial',
  'training_credit',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Kind names for titles, chips and filters. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  referral: 'Referral',
  closed_business: 'Closed Business',
  one_to_one: 'One-to-One',
  testimonial: 'Testimonial',
  training_credit: 'Training Credit',
};

/**
 * Every status a slip can have. referral, closed_business: pending -> approved | rejected (by
 * approve_referrals / approve_business through the approvals queue); one_to_one: requested ->
 * accepted | declined (receiver), accepted -> completed (either side, after scheduledAt),
 * requested | accepted -> cancelled (giver, before scheduledAt); testimonial, training_credit: recorded.
 */
export const ACTIVITY_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'recorded',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** The statuses each kind may have (the filter of a kind's list offers these). */
export const KIND_STATUSES: Record<ActivityKind, readonly ActivityStatus[]> = {
  referral: ['pending', 'approved', 'rejected'],
  closed_business: ['pending', 'approved', 'rejected'],
  one_to_one: ['requested', 'accepted', 'declined', 'completed', 'cancelled'],
  testimonial: ['recorded'],
  training_credit: ['recorded'],
};

/** The status a new slip of each kind starts with. */
export const INITIAL_STATUS: Record<ActivityKind, ActivityStatus> = {
  referral: 'pending',
  closed_business: 'pending',
  one_to_one: 'requested',
  testimonial: 'recorded',
  training_credit: 'recorded',
};

/** Chip text and tone of each status (tone: the colour family of the chip). */
export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  requested: { label: 'Requested', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'info' },
  declined: { label: 'Declined', tone: 'danger' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  recorded: { label: 'Recorded', tone: 'success' },
};
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Confirmed (counted by the chapter report) and provisional (waiting for a decision) statuses. */
export const CONFIRMED_STATUSES: readonly ActivityStatus[] = ['approved', 'completed', 'recorded'];
export const PROVISIONAL_STATUSES: readonly ActivityStatus[] = ['pending', 'requested', 'accepted'];
