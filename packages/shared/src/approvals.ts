import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_NOTE_MAX, type ApprovalKind } from './approval-kinds';
import { pathId } from './ids';
import type { Permission } from './permissions';

/** docs/architecture.md 14.2: one approval queue; each kind is decided with its own permission. */

export const approvalKind = z.enum(APPROVAL_KINDS);

/** Which permission decides (and lists) each kind. */
export const APPROVAL_PERMISSIONS: Record<ApprovalKind, Permission> = {
  member: 'approve_members',
  referral: 'approve_referrals',
  business: 'approve_business',
  substitute: 'approve_substitutes',
};

export const DEFAULT_APPROVAL_PAGE = 50;
export const MAX_APPROVAL_PAGE = 100;

const person = z.object({ id: z.number().int(), name: z.string() });

export const approvalItem = z.object({
  kind: approvalKind,
  /** The id of the thing to decide (for `member`, the membership). */
  id: z.number().int(),
  /** What is decided about: the applicant for `member`; `id` null when it is no account (a prospect). */
  subject: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** Who asked; null when nobody did (e.g. a system-made request). */
  requestedBy: person.nullable(),
  createdAt: z.string(),
  /** One line for the queue, e.g. "Acme Plumbing · registered with the group code". */
  summary: z.string(),
  /**
   * False when the caller is a party to it (docs/architecture.md 15.4: the giver or receiver of a slip, the
   * absent member of a substitution, the applicant): listed, but another approver decides; a
   * decision by the caller answers 403 SELF_DECISION.
   */
  decidable: z.boolean(),
});
export type ApprovalItem = z.infer<typeof approvalItem>;

export const approvalListQuery = z.object({
  kind: approvalKind.optional(),
  /** Administrators: another group's queue. */
  groupId: pathId.optional(),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_APPROVAL_PAGE).default(DEFAULT_APPROVAL_PAGE),
});
export type ApprovalListQuery = z.infer<typeof approvalListQuery>;

/** Oldest first. `kinds` lists the kinds the caller may decide (one tab each). */
export const approvalListResponse = z.object({
  items: z.array(approvalItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
  kinds: z.array(approvalKind),
});
export type ApprovalListResponse = z.infer<typeof approvalListResponse>;

export const approvalParams = z.object({
  kind: approvalKind,
  id: pathId,
});
export type ApprovalParams = z.infer<typeof approvalParams>;

export const approvalDecision = z.enum(['approve', 'reject']);
export type ApprovalDecision = z.infer<typeof approvalDecision>;

export const decideApprovalBody = z
  .object({
    decision: approvalDecision,
    note: z
      .string()
      .max(APPROVAL_NOTE_MAX * 2)
      .refine((v) => !v.includes('\u0000'), 'Contains an invalid character')
      .transform((v) => v.trim())
      .pipe(z.string().max(APPROVAL_NOTE_MAX, `At most ${APPROVAL_NOTE_MAX} characters`))
      .optional(),
  })
  .strict();
export type DecideApprovalBody = z.infer<typeof decideApprovalBody>;

export const approvalDecisionResponse = z.object({
  kind: approvalKind,
  id: z.number().int(),
  status: z.enum(['approved', 'rejected']),
  decidedAt: z.string(),
});
export type ApprovalDecisionResponse = z.infer<typeof approvalDecisionResponse>;
