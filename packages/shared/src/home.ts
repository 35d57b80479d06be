import { z } from 'zod';
import { approvalKind } from './approvals';

/**
 * GET /api/home/leadership: the to-dos of the home page for leadership, each part present only
 * for those who may act on it (null otherwise): open approvals by kind (any approve_*), renewals
 * due (manage_groups) and members flagged for absences (record_attendance or manage_meetings).
 */
export const leadershipTodos = z.object({
  approvals: z
    .object({
      total: z.number().int(),
      byKind: z.array(z.object({ kind: approvalKind, count: z.number().int() })),
    })
    .nullable(),
  renewals: z.object({ dueSoon: z.number().int(), overdue: z.number().int() }).nullable(),
  absences: z
    .object({
      /** Members with at least this many A letters in the rolling six months. */
      threshold: z.number().int(),
      members: z.array(z.object({ id: z.number().int(), name: z.string(), absences: z.number().int() })),
    })
    .nullable(),
});
export type LeadershipTodos = z.infer<typeof leadershipTodos>;
