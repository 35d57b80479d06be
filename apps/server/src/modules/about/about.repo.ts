import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appMeta } from '../../db/schema/app-meta';

/** A value stored in app_meta under this key, or null. */
export async function findMetaValue(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value ?? null;
}
