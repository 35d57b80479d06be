import type { ActivityKind } from './activity-contract';

/** How each kind is named in lists and filters, and where its form lives. */
export const KIND_LABELS: Record<ActivityKind, string> = {
  referral: 'Referral',
  closed_business: 'Closed business',
  one_to_one: 'One-to-one',
  testimonial: 'Testimonial',
  training_credit: 'Training credit',
};

export const KIND_FORM_PATHS = {
  referral: 'referral',
  closed_business: 'closed-business',
  one_to_one: 'one-to-one',
  testimonial: 'testimonials',
  training_credit: 'training-credits',
} as const satisfies Record<ActivityKind, string>;

export type StatusTone = 'neutral' | 'brand' | 'amber' | 'red' | 'green';

const STATUS_TONES: Record<string, StatusTone> = {
  pending: 'amber',
  requested: 'amber',
  approved: 'green',
  accepted: 'brand',
  completed: 'green',
  recorded: 'green',
  rejected: 'red',
  declined: 'red',
  cancelled: 'neutral',
};

/** "not_attending" -> "Not attending": statuses are shown from their names. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}

export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status] ?? 'neutral';
}

/** The statuses each kind can be in (the filter offers these). */
export const KIND_STATUSES: Record<ActivityKind, readonly string[]> = {
  referral: ['pending', 'approved', 'rejected'],
  closed_business: ['pending', 'approved', 'rejected'],
  one_to_one: ['requested', 'accepted', 'declined', 'completed', 'cancelled'],
  testimonial: ['recorded'],
  training_credit: ['recorded'],
};

export const ALL_STATUSES = [
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
