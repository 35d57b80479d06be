import type { AuditAction } from '@app/shared/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export interface AuditEntry {
  actorId: number | null;
  action: AuditAction | string;
  targetType?: string | null;
  targetId?: string | number | null;
  groupId?: number | null;
  ip?: string | null;
  /** Never a password, a token or a hash. */
  data?: Record<string, unknown>;
}

/** Appends one audit row (in the caller's transaction when given one). */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    groupId: entry.groupId ?? null,
    ip: entry.ip ?? null,
    data: entry.data ?? {},
  });
}
