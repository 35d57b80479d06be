/** The four queues of approvals (docs/architecture.md 14.2) and the bound of a decision's note, without zod. */

export const APPROVAL_KINDS = ['member', 'referral', 'business', 'substitute'] as const;

export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

export const APPROVAL_NOTE_MAX = 1000;
