// SQL fragments of the member count, for the repositories of any module to compose into their queries
// (docs/architecture.md 17: a `*.sql.ts` file runs no query). Services count through member-count.ts.
import { roleRank } from '@app/shared/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/** The lowest-ranked role whose holders are members (Member, 6): Visitor and Substitute are guests. */
export const LAST_MEMBER_RANK = roleRank('Member').rank;

/**
 * THE member count of a group (issue "A chapter's first month", "Numbers that agree"): an active
 * membership of an active account holding a ranked role from Admin to Member (rank 1-6). Pending,
 * lapsed and removed memberships, Visitor (7) and Substitute (8) role holders and deactivated
 * accounts are not members; an administrator without a membership has no row to count. The home
 * header, the Groups page ("35 of 50"), the capacity checks (registration, approval, creating a
 * user, a capacity cut), the dashboard, the roster, the RSVP counts and the PALMS report all count
 * with this condition, so they agree. It reads `memberships`, `roles` and `users`: join the latter
 * two, or use `countedMembershipIds` inside SQL text.
 */
export const countedMember: SQL = sql`(${memberships.status} = 'active' and ${users.isActive} = true and ${roles.rank} <= ${LAST_MEMBER_RANK})`;

/**
 * The ids of a group's counted memberships as a sub-select, for queries written in SQL text with
 * their own aliases: `ms.id in (${countedMembershipIds(groupId)})`.
 */
export function countedMembershipIds(groupId: number): SQL {
  return sql`select ${memberships.id} from ${memberships}
    join ${users} on ${users.id} = ${memberships.userId}
    join ${roles} on ${roles.id} = ${memberships.roleId}
    where ${memberships.groupId} = ${groupId} and ${countedMember}`;
}

/**
 * countedMember for a query of memberships and roles that does not join `users`: the account's state
 * read per membership through its primary key. For a page of groups, a join makes PostgreSQL hash
 * every account of the installation (16 ms at 30,000 accounts, 3 ms this way).
 */
export const countedMembershipOfRole: SQL = sql`(${memberships.status} = 'active' and ${roles.rank} <= ${LAST_MEMBER_RANK}
  and (select ${users.isActive} from ${users} where ${users.id} = ${memberships.userId}))`;
