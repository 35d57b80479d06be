import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { countedMembershipOfRole } from './member-count.sql';

/** The member count of each group (groups without members are left out of the map). */
export async function selectMemberCounts(db: DbOrTx, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ groupId: memberships.groupId, n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(inArray(memberships.groupId, groupIds), countedMembershipOfRole))
    .groupBy(memberships.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}
