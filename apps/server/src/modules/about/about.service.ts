import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appMeta } from '../../db/schema/app-meta';
import { RELEASES, renderChangelog } from './about.changelog';

export const CHANGELOG_META_KEY = 'changelog_html';
const BUILT_IN = renderChangelog(RELEASES);

/** The operator's changelog when one is stored in app_meta, otherwise the notes shipped with this version. */
export async function loadChangelog(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, CHANGELOG_META_KEY));
  return row?.value.trim() ? row.value : BUILT_IN;
}
