import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { userSettings } from '../../db/schema/settings';
import { users } from '../../db/schema/users';

/** A person whose contact details an answer shows: their group and their privacy choices. */
export interface ContactSubject {
  groupId: number | null;
  showEmail: boolean;
  showPhone: boolean;
}

const PRIVACY_SETTINGS = ['showEmail', 'showPhone'] as const;

/**
 * The group and the `privacy.showEmail` / `privacy.showPhone` settings of each person, in one
 * query. Both default to on; only a stored `false` turns one off (a stored value that is not a
 * boolean is ignored, as when settings are read). Ids of nobody are left out of the map.
 */
export async function findContactSubjects(
  db: DbOrTx,
  userIds: readonly number[],
): Promise<Map<number, ContactSubject>> {
  const subjects = new Map<number, ContactSubject>();
  if (userIds.length === 0) {
    return subjects;
  }
  const rows = await db
    .select({
      userId: users.id,
      groupId: memberships.groupId,
      setting: userSettings.setting,
      value: userSettings.value,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(
      userSettings,
      and(
        eq(userSettings.userId, users.id),
        eq(userSettings.category, 'privacy'),
        inArray(userSettings.setting, [...PRIVACY_SETTINGS]),
      ),
    )
    .where(inArray(users.id, [...userIds]));
  for (const row of rows) {
    const subject = subjects.get(row.userId) ?? { groupId: row.groupId, showEmail: true, showPhone: true };
    if (row.setting === 'showEmail' && row.value === false) {
      subject.showEmail = false;
    }
    if (row.setting === 'showPhone' && row.value === false) {
      subject.showPhone = false;
    }
    subjects.set(row.userId, subject);
  }
  return subjects;
}
