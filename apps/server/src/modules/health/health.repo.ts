import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** One round trip to the store (the health check). */
export async function pingStore(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
