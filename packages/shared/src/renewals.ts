import { z } from 'zod';
import { pathId } from './ids';
import { membershipStatus, pageQuery, roleSummary } from './person-fields';

/**
 * Memberships by renewal date (docs/architecture.md 14.5, 15.1): `/api/admin/renewals`, manage_group for
 * one's own group, administrators for any (`groupId`).
 */

export const RENEWAL_DUE_SOON_DAYS = 30;
/** A membership this many days past its due date lapses (the member keeps the Visitor set). */
export const RENEWAL_LAPSE_AFTER_DAYS = 30;
/** Reminders go out this many days before the due date, once each. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;

export const RENEWAL_FILTERS = ['due', 'overdue', 'all'] as const;

/** `due`: due within 30 days; `overdue`: past the due date (lapsed ones too); `all`: every membership with a date. */
export const renewalsQuery = pageQuery.extend({
  status: z.enum(RENEWAL_FILTERS).default('due'),
  groupId: pathId.optional(),
});
export type RenewalsQuery = z.infer<typeof renewalsQuery>;

export const renewalItem = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  role: roleSummary,
  status: membershipStatus,
  /** `YYYY-MM-DD`, or null when no date was ever set. */
  renewalDue: z.string().nullable(),
  /** Days from today (in the group's timezone) to the due date: negative when overdue. */
  daysUntilDue: z.number().int().nullable(),
});
export type RenewalItem = z.infer<typeof renewalItem>;

export const renewalsResponse = z.object({
  items: z.array(renewalItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type RenewalsResponse = z.infer<typeof renewalsResponse>;

export const renewalParams = z.object({ userId: pathId });

/** POST /api/admin/renewals/{userId}: extends from the later of today and the due date. */
export const renewBody = z.object({ years: z.union([z.literal(1), z.literal(2)]) });
export type RenewBody = z.infer<typeof renewBody>;

/** `YYYY-MM-DD` plus whole years (29 February becomes 28 February in a common year). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) {
    target.setUTCDate(0);
  }
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);
