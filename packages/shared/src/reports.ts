import { z } from 'zod';
import { isoDayOrDateTime } from './dates';
import { pathId } from './ids';
import { boundedText, pageQuery } from './person-fields';

/** Reports of Admin > Reports (docs/architecture.md 14.5): the audit log; PALMS and activity reports later. */

export const REPORT_FORMATS = ['json', 'csv'] as const;
export const reportFormat = z.enum(REPORT_FORMATS).default('json');

/** A day (`2026-03-01`) or an instant (`2026-03-01T09:00:00Z`, answered in UTC) bounding a period. */
export const periodBound = isoDayOrDateTime;

export const AUDIT_ACTION_MAX = 100;

/**
 * The audit log counts its matching rows up to this many: an exact count of a national installation's
 * millions of rows on every page cannot answer in time (docs/decisions/020-audit-log-capped-total.md).
 */
export const AUDIT_TOTAL_CAP = 10_000;

/**
 * GET /api/admin/audit. `actor`: a user id, or text matching the actor's name or e-mail; `action`:
 * an action (`group.updated`) or its prefix (`group.`); `from`/`to`: a day counts whole (UTC).
 */
export const auditListQuery = pageQuery.extend({
  actor: boundedText(120).optional(),
  action: boundedText(AUDIT_ACTION_MAX).optional(),
  from: periodBound.optional(),
  to: periodBound.optional(),
  groupId: pathId.optional(),
  format: reportFormat,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditItem = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  /** The actor's e-mail is null when they turned `privacy.showEmail` off (docs/architecture.md 15.6). */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  groupId: z.number().int().nullable(),
  ip: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type AuditItem = z.infer<typeof auditItem>;

export const auditListResponse = z.object({
  items: z.array(auditItem),
  /** The rows the filter matches, at most AUDIT_TOTAL_CAP. */
  total: z.number().int(),
  /** true when more rows match than AUDIT_TOTAL_CAP: `total` is then the cap ("10,000+"). */
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().optional(),
  /**
   * Of every row the filter matches (not only this page). `peerRoleGrants`: roles granted at the
   * granter's own rank (rows whose data carries `peerRank: true`, docs/architecture.md 15.4), e.g. a Vice
   * President making another Vice President he cannot demote.
   */
  summary: z.object({ peerRoleGrants: z.number().int() }),
});
export type AuditListResponse = z.infer<typeof auditListResponse>;

/** The period's instants: a day `from` starts at 00:00 UTC, a day `to` ends before the next day. */
export function periodRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
  const range: { from?: Date; to?: Date } = {};
  if (from) {
    range.from = new Date(isDay(from) ? `${from}T00:00:00Z` : from);
  }
  if (to) {
    const end = new Date(isDay(to) ? `${to}T00:00:00Z` : to);
    range.to = isDay(to) ? new Date(end.getTime() + 86_400_000) : end;
  }
  return range;
}
