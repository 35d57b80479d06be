import type { DbOrTx } from '../../db/client';
import { RELEASES, renderChangelog } from './about.changelog';
import { findMetaValue } from './about.repo';

export const CHANGELOG_META_KEY = 'changelog_html';
const BUILT_IN = renderChangelog(RELEASES);

/** The operator's changelog when one is stored in app_meta, otherwise the notes shipped with this version. */
export async function loadChangelog(db: DbOrTx): Promise<string> {
  const value = await findMetaValue(db, CHANGELOG_META_KEY);
  return value?.trim() ? value : BUILT_IN;
}
