import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { LAST_MEMBER_RANK } from './member-count.sql';

/** The member count of each group (groups without members are left out of the map). */
export async function selectMemberCounts(db: DbOrTx, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) {
    return new Map();
  }
  // countedMember, with the account's state read per membership: joined, PostgreSQL hashes every
  // account of the installation for a page of groups (16 ms at 30,000 accounts, 3 ms this way).
  const rows = await db
    .select({ groupId: memberships.groupId, n: count() })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(
      and(
        inArray(memberships.groupId, groupIds),
        eq(memberships.status, 'active'),
        lte(roles.rank, LAST_MEMBER_RANK),
        sql`(select ${users.isActive} from ${users} where ${users.id} = ${memberships.userId})`,
      ),
    )
    .groupBy(memberships.groupId);
  return new Map(rows.map((r) => [r.groupId, r.n]));
}
