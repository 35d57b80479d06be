import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import type { JoinableGroup } from './groups.lookup';

export async function selectGroupByJoinCode(db: DbOrTx, joinCode: string): Promise<JoinableGroup | null> {
  const [row] = await db
    .select({ id: groups.id, status: groups.status, capacity: groups.capacity })
    .from(groups)
    .where(eq(groups.joinCode, joinCode));
  return row ?? null;
}

/** Locks the group row for the transaction, so concurrent joins cannot overfill it. */
export async function lockGroupForJoin(tx: DbOrTx, groupId: number): Promise<void> {
  await tx.execute(sql`select id from ${groups} where ${groups.id} = ${groupId} for update`);
}
