import {
  AUDIT_TOTAL_CAP,
  type AuditItem,
  type AuditListQuery,
  type AuditListResponse,
  periodRange,
} from '@app/shared/reports';
import type { DbOrTx } from '../../db/client';
import { validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { type ContactMask, contactVisibility } from '../members/contact-visibility';
import {
  type AuditFilter,
  type AuditRow,
  countAudit,
  countPeerRoleGrants,
  listAudit,
} from './reports.audit-log.repo';
import { csvFileName, toCsv } from './reports.csv';
import { scopedGroupId } from './reports.scope';

/** At most this many rows in one CSV download (narrow the period for more). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The actor's e-mail as the reader may see it (docs/architecture.md 15.6); '' for a deleted account. */
function actorEmail(row: AuditRow, contact: ContactMask): string | null {
  return row.actorId === null
    ? null
    : contact(row.actorId, { email: row.actorEmail ?? '', phone: null }).email;
}

/** The contact mask of the rows' actors. */
function actorsContact(db: DbOrTx, auth: AuthContext, rows: AuditRow[]): Promise<ContactMask> {
  return contactVisibility(
    db,
    auth,
    rows.flatMap((r) => (r.actorId === null ? [] : [r.actorId])),
  );
}

const present = (row: AuditRow, contact: ContactMask): AuditItem => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: row.actorName ?? '(deleted)', email: actorEmail(row, contact) },
  targetType: row.targetType,
  targetId: row.targetId,
  groupId: row.groupId,
  ip: row.ip,
  data: row.data !== null && typeof row.data === 'object' ? (row.data as Record<string, unknown>) : {},
});

/** Who sees which rows: my group's; an administrator any group (`groupId`) or the whole log. */
function filterOf(auth: AuthContext, query: AuditListQuery): AuditFilter {
  const { from, to } = periodRange(query.from, query.to);
  if (from && to && from >= to) {
    throw validationError('to', 'The end of the period must come after its start');
  }
  const groupId =
    auth.isAdmin && query.groupId === undefined ? undefined : scopedGroupId(auth, query.groupId);
  const actor = query.actor ?? '';
  return {
    ...(groupId === undefined ? {} : { groupId }),
    ...(/^\d{1,9}$/.test(actor) ? { actorId: Number(actor) } : actor ? { actorText: actor } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/**
 * GET /api/admin/audit (view_audit_logs): newest first, paged; the total counted up to
 * AUDIT_TOTAL_CAP (docs/decisions/020-audit-log-capped-total.md), so the next page is known from one
 * row past this one.
 */
export async function listAuditLog(
  app: Deps<'store'>,
  auth: AuthContext,
  query: AuditListQuery,
): Promise<AuditListResponse> {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const filter = filterOf(auth, query);
  const [rows, matching, peerRoleGrants] = await Promise.all([
    listAudit(app.store.db, filter, { offset, limit: query.limit + 1 }),
    countAudit(app.store.db, filter, AUDIT_TOTAL_CAP),
    countPeerRoleGrants(app.store.db, filter),
  ]);
  const page = rows.slice(0, query.limit);
  const contact = await actorsContact(app.store.db, auth, page);
  return {
    items: page.map((row) => present(row, contact)),
    total: Math.min(matching, AUDIT_TOTAL_CAP),
    ...(matching > AUDIT_TOTAL_CAP ? { totalCapped: true } : {}),
    ...(rows.length > query.limit ? { nextCursor: String(offset + query.limit) } : {}),
    summary: { peerRoleGrants },
  };
}

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Actor e-mail',
  'Action',
  'Target type',
  'Target id',
  'Group id',
  'IP address',
  'Details',
] as const;

/** GET /api/admin/audit?format=csv: every row of the filter (newest first), as a download. */
export async function auditLogCsv(
  app: Deps<'store'>,
  auth: AuthContext,
  query: AuditListQuery,
): Promise<{ fileName: string; csv: string }> {
  const rows = await listAudit(app.store.db, filterOf(auth, query), {
    offset: 0,
    limit: AUDIT_CSV_MAX_ROWS,
  });
  const contact = await actorsContact(app.store.db, auth, rows);
  const csv = toCsv(
    AUDIT_CSV_HEADER,
    rows.map((r) => [
      r.at.toISOString(),
      r.actorName,
      actorEmail(r, contact),
      r.action,
      r.targetType,
      r.targetId,
      r.groupId,
      r.ip,
      JSON.stringify(r.data ?? {}),
    ]),
  );
  return { fileName: csvFileName('audit-log'), csv };
}
