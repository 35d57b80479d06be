import type { AuditAction } from '@app/shared/audit';
import type { DbOrTx } from '../../db/client';
import { insertAuditRows } from './audit.repo';

/** The audit module's public file: how other modules write to the audit log. */
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
  await insertAuditRows(db, [entry]);
}

/** Appends several audit rows in one statement (in the caller's transaction when given one). */
export async function writeAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  await insertAuditRows(db, entries);
}
