import type { DbOrTx } from '../../db/client';
import { errorReports } from '../../db/schema/app-meta';

export interface NewErrorReport {
  reference: string;
  userId: number | null;
  groupId: number | null;
  body: unknown;
  ip: string | null;
}

export async function insertErrorReport(db: DbOrTx, report: NewErrorReport): Promise<number> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  if (!row) {
    throw new Error('error report insert returned no row');
  }
  return row.id;
}
