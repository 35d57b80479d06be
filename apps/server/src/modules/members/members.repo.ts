import type { MembershipStatus } from '@app/shared/membership-status';
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { sessions, users, usersTotal } from '../../db/schema/users';
import { countedMember } from './member-count.sql';

/** One person as the roster and the administration of users list them. */
export interface PersonRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  profileImage: string | null;
  isActive: boolean;
  isAdmin: boolean;
  mustChangePassword: boolean;
  membership: {
    status: MembershipStatus;
    classification: string | null;
    joinedAt: Date;
    renewalDue: string | null;
    role: { name: string; rank: number; isLeadership: boolean };
    group: { id: number; name: string };
  } | null;
  lastSeenAt: Date | null;
}

export interface PeopleFilter {
  /** Only this group's members; undefined for everyone (administrators). */
  groupId?: number;
  statuses?: readonly MembershipStatus[];
  /** Only active (true) or deactivated (false) accounts. */
  isActive?: boolean;
  role?: string;
  /** Matches name, company and classification (case-insensitive, anywhere). */
  q?: string;
  /** Case-insensitive equality. */
  classification?: string;
  /** Only the people the group's member count counts (member-count.sql.ts). */
  countedOnly?: boolean;
}

export interface Page {
  offset: number;
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (value: string) => `%${escapeLike(value)}%`;

function whereOf(filter: PeopleFilter): SQL | undefined {
  return and(
    filter.groupId === undefined ? undefined : eq(memberships.groupId, filter.groupId),
    filter.statuses ? inArray(memberships.status, [...filter.statuses]) : undefined,
    filter.isActive === undefined ? undefined : eq(users.isActive, filter.isActive),
    filter.role === undefined ? undefined : eq(roles.name, filter.role),
    filter.countedOnly ? countedMember : undefined,
    filter.classification === undefined
      ? undefined
      : sql`lower(${memberships.classification}) = lower(${filter.classification})`,
  );
}

const peopleJoined = sql`${users}
  left join ${memberships} on ${memberships.userId} = ${users.id}
  left join ${roles} on ${roles.id} = ${memberships.roleId}`;

/**
 * The ids of a page in roster order (leadership first by rank, then everyone else, people without a
 * membership among them, by name, then id) and how many match, in one statement. The order's first
 * key is `users.roster_rank`, which the store keeps from the person's membership and role (migration
 * 0013), so `users_roster_order_idx` holds the whole order: a page of every user of the installation
 * reads its entries, and a group's page sorts its few members.
 *
 * A search (name, company or classification contains q) counts and sorts the people found through
 * the users' trigram indexes and those found through the memberships' (migration 0012), each person
 * once; an OR across the joined tables would read every account. Without any filter the total is the
 * row the store keeps in `users_total` (migration 0014; every account has at most one membership, so
 * the join adds no rows), not a count of every account.
 */
async function pageOfPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const filtered = whereOf(filter);
  const where = filtered ?? sql`true`;
  const found = (match: SQL | undefined) => sql`select ${users.id} as id, ${users.rosterRank} as k,
    lower(${users.name}) as n from ${peopleJoined} where (${where}) and (${match})`;
  const pattern = filter.q ? contains(filter.q) : undefined;
  const [prefix, counted, people] = pattern
    ? [
        sql`with people as materialized (
          ${found(or(ilike(users.name, pattern), ilike(users.companyName, pattern)))}
          union
          ${found(ilike(memberships.classification, pattern))})`,
        sql`(select count(*)::int as total from people)`,
        sql`people`,
      ]
    : [
        sql``,
        filtered
          ? sql`(select count(*)::int as total from ${peopleJoined} where ${where})`
          : sql`(select coalesce((select ${usersTotal.total} from ${usersTotal}),
              (select count(*) from ${users}))::int as total)`,
        sql`(${found(sql`true`)}) people`,
      ];
  const result = await db.execute<{ total: number; id: number | null }>(sql`${prefix}
    select counted.total, page.id from ${counted} counted
    left join (select id, k, n from ${people} order by k, n, id
      limit ${page.limit} offset ${page.offset}) page on true
    order by page.k, page.n, page.id`);
  return {
    ids: result.rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)])),
    total: Number(result.rows[0]?.total ?? 0),
  };
}

const lastSeen = sql<
  Date | string | null
>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

/** A page of people matching the filter, in roster order, and how many match in all. */
export async function listPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  page: Page,
): Promise<{ rows: PersonRow[]; total: number }> {
  const { ids, total } = await pageOfPeople(db, filter, page);
  const found = ids.length === 0 ? [] : await selectPeople(db).where(inArray(users.id, ids));
  const byId = new Map(found.map((row) => [row.user.id, row]));
  const rows = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPersonRow(row)] : [];
  });
  return { rows, total };
}

/** One person by id (any group), or null. */
export async function findPerson(db: DbOrTx, userId: number): Promise<PersonRow | null> {
  const [row] = await selectPeople(db).where(eq(users.id, userId));
  return row ? toPersonRow(row) : null;
}

function selectPeople(db: DbOrTx) {
  return db
    .select({ user: users, membership: memberships, role: roles, group: groups, lastSeenAt: lastSeen })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(groups, eq(groups.id, memberships.groupId));
}

type JoinedRow = {
  user: typeof users.$inferSelect;
  membership: typeof memberships.$inferSelect | null;
  role: typeof roles.$inferSelect | null;
  group: typeof groups.$inferSelect | null;
  lastSeenAt: Date | string | null;
};

function toPersonRow({ user, membership, role, group, lastSeenAt }: JoinedRow): PersonRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    companyName: user.companyName,
    profileImage: user.profileImage,
    isActive: user.isActive,
    isAdmin: user.isAdmin,
    mustChangePassword: user.mustChangePassword,
    membership:
      membership && role && group
        ? {
            status: membership.status,
            classification: membership.classification,
            joinedAt: membership.joinedAt,
            renewalDue: membership.renewalDue,
            role: { name: role.name, rank: role.rank, isLeadership: role.isLeadership },
            group: { id: group.id, name: group.name },
          }
        : null,
    lastSeenAt: lastSeenAt === null ? null : new Date(lastSeenAt),
  };
}
