import type { MembershipStatus } from '@app/shared/membership-status';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { sessions, users } from '../../db/schema/users';
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
    filter.q
      ? or(
          ilike(users.name, contains(filter.q)),
          ilike(users.companyName, contains(filter.q)),
          ilike(memberships.classification, contains(filter.q)),
        )
      : undefined,
  );
}

/** Leadership first by rank, then everyone by name (people without a membership last). */
const rosterOrder = [
  sql`case when ${roles.isLeadership} then ${roles.rank} else 1000 end`,
  sql`lower(${users.name})`,
  users.id,
];

const lastSeen = sql<
  Date | string | null
>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

/** A page of people matching the filter, in roster order, and how many match in all. */
export async function listPeople(
  db: DbOrTx,
  filter: PeopleFilter,
  page: Page,
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(where);
  const rows = await selectPeople(db)
    .where(where)
    .orderBy(...rosterOrder)
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(toPersonRow), total: totalRow?.n ?? 0 };
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
