import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export interface AuditFilter {
  /** undefined: every group (administrators without `groupId`). */
  groupId?: number;
  actorId?: number;
  actorText?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  groupId: number | null;
  ip: string | null;
  data: unknown;
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.groupId === undefined ? undefined : eq(auditLog.groupId, filter.groupId),
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.actorText
      ? or(
          ilike(users.name, `%${escapeLike(filter.actorText)}%`),
          ilike(users.email, `%${escapeLike(filter.actorText)}%`),
        )
      : undefined,
    filter.action
      ? filter.action.endsWith('.')
        ? ilike(auditLog.action, `${escapeLike(filter.action)}%`)
        : eq(auditLog.action, filter.action)
      : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  );
}

/** A page of the audit log, newest first (`limit`: the page's size, or the CSV's row limit). */
export function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: users.name,
      actorEmail: users.email,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      groupId: auditLog.groupId,
      ip: auditLog.ip,
      data: auditLog.data,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(whereOf(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The rows matching the filter, counted (through the indexes) no further than `cap` + 1. */
export async function countAudit(db: DbOrTx, filter: AuditFilter, cap: number): Promise<number> {
  const matching = db.select({ one: sql<number>`1` }).from(auditLog).$dynamic();
  // The actor's name or e-mail is the only filter that reads the users table.
  const rows = (filter.actorText ? matching.leftJoin(users, eq(users.id, auditLog.actorId)) : matching)
    .where(whereOf(filter))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(rows);
  return row?.n ?? 0;
}

/** Role grants at the granter's own rank among the rows the filter matches (docs/architecture.md 15.4). */
export async function countPeerRoleGrants(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const grants = db.select({ n: count() }).from(auditLog).$dynamic();
  const [row] = await (filter.actorText
    ? grants.leftJoin(users, eq(users.id, auditLog.actorId))
    : grants
  ).where(and(whereOf(filter), sql`${auditLog.data} @> '{"peerRank": true}'::jsonb`));
  return row?.n ?? 0;
}
