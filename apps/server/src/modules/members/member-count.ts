import type { DbOrTx } from '../../db/client';
import { selectMemberCounts } from './member-count.repo';

// The members module's public file for THE member count (member-count.sql.ts says what counts).

/** The member count of each group (groups without members are left out of the map). */
export function countGroupMembers(db: DbOrTx, groupIds: number[]): Promise<Map<number, number>> {
  return selectMemberCounts(db, groupIds);
}

/** The member count of one group. */
export async function countGroupMember(db: DbOrTx, groupId: number): Promise<number> {
  return (await selectMemberCounts(db, [groupId])).get(groupId) ?? 0;
}
