import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import type { AuditEntry } from './audit.record';

const rowOf = (entry: AuditEntry) => ({
  actorId: entry.actorId,
  action: entry.action,
  targetType: entry.targetType ?? null,
  targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
  groupId: entry.groupId ?? null,
  ip: entry.ip ?? null,
  data: entry.data ?? {},
});

/** Inserts audit rows, in one statement. */
export async function insertAuditRows(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) {
    await db.insert(auditLog).values(entries.map(rowOf));
  }
}
