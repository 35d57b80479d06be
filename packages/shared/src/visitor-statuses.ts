/** The statuses of a visitor invitation and their labels, without zod. */

export const VISITOR_STATUSES = ['pending', 'accepted', 'declined', 'attended'] as const;

export type VisitorStatus = (typeof VISITOR_STATUSES)[number];

export const VISITOR_STATUS_LABELS: Record<VisitorStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  attended: 'Attended',
};
