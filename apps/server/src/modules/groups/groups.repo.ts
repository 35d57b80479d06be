import { and, asc, count, eq, gt, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export type GroupRow = typeof groups.$inferSelect;

export interface GroupFilter {
  /** Only this group (callers who see their own group only). */
  onlyId?: number;
  q?: string;
  status?: 'active' | 'inactive';
}

/** Writable columns of a group. */
export type GroupValues = Partial<
  Pick<
    GroupRow,
    | 'name'
    | 'status'
    | 'capacity'
    | 'timezone'
    | 'currency'
    | 'meetingWeekday'
    | 'meetingTime'
    | 'meetingDurationMinutes'
    | 'meetingLocation'
    | 'trafficLight'
  >
>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: GroupFilter): SQL | undefined {
  return and(
    filter.onlyId === undefined ? undefined : eq(groups.id, filter.onlyId),
    filter.q ? ilike(groups.name, `%${escapeLike(filter.q)}%`) : undefined,
    filter.status ? eq(groups.status, filter.status) : undefined,
  );
}

/** A page of groups by id, after `afterId`. */
export async function listGroups(
  db: DbOrTx,
  filter: GroupFilter,
  page: { afterId?: number; limit: number },
): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .where(and(whereOf(filter), page.afterId === undefined ? undefined : gt(groups.id, page.afterId)))
    .orderBy(asc(groups.id))
    .limit(page.limit);
}

export async function countGroups(db: DbOrTx, filter: GroupFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groups).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findGroup(db: DbOrTx, id: number): Promise<GroupRow | null> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id));
  return row ?? null;
}

/** Reads the group and locks its row until the transaction ends (joins and capacity changes queue up). */
export async function lockGroupRow(tx: DbOrTx, id: number): Promise<GroupRow | null> {
  const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
  return row ?? null;
}

export async function insertGroup(
  tx: DbOrTx,
  values: GroupValues & { name: string; joinCode: string },
): Promise<GroupRow> {
  const [row] = await tx.insert(groups).values(values).returning();
  if (!row) {
    throw new Error('group insert returned no row');
  }
  return row;
}

export async function updateGroup(tx: DbOrTx, id: number, values: GroupValues): Promise<GroupRow> {
  const [row] = await tx.update(groups).set(values).where(eq(groups.id, id)).returning();
  if (!row) {
    throw new Error('group update returned no row');
  }
  return row;
}

export async function setJoinCode(tx: DbOrTx, id: number, joinCode: string): Promise<GroupRow> {
  const [row] = await tx.update(groups).set({ joinCode }).where(eq(groups.id, id)).returning();
  if (!row) {
    throw new Error('join code update returned no row');
  }
  return row;
}

export async function joinCodeTaken(db: DbOrTx, joinCode: string): Promise<boolean> {
  const rows = await db.select({ id: groups.id }).from(groups).where(eq(groups.joinCode, joinCode)).limit(1);
  return rows.length > 0;
}

export interface RoleHolderRow {
  roleId: number;
  roleName: string;
  rank: number;
  isLeadership: boolean;
  member: {
    id: number;
    name: string;
    email: string;
    profileImage: string | null;
    classification: string | null;
  } | null;
}

/** Every role by rank, each joined with the group's active members holding it (by name). */
export async function listRoleHolders(db: DbOrTx, groupId: number): Promise<RoleHolderRow[]> {
  const rows = await db
    .select({
      roleId: roles.id,
      roleName: roles.name,
      rank: roles.rank,
      isLeadership: roles.isLeadership,
      userId: users.id,
      name: users.name,
      email: users.email,
      profileImage: users.profileImage,
      classification: memberships.classification,
    })
    .from(roles)
    .leftJoin(
      memberships,
      and(
        eq(memberships.roleId, roles.id),
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'active'),
      ),
    )
    .leftJoin(users, eq(users.id, memberships.userId))
    .orderBy(asc(roles.rank), asc(roles.id), sql`lower(${users.name})`, asc(users.id));
  return rows.map((r) => ({
    roleId: r.roleId,
    roleName: r.roleName,
    rank: r.rank,
    isLeadership: r.isLeadership,
    member:
      r.userId !== null && r.name !== null && r.email !== null
        ? {
            id: r.userId,
            name: r.name,
            email: r.email,
            profileImage: r.profileImage,
            classification: r.classification,
          }
        : null,
  }));
}
