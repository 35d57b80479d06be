import type { RenewalsQuery } from '@app/shared/renewals';
import { and, asc, count, eq, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { renewalReminders } from '../../db/schema/jobs';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

export interface RenewalRow {
  membershipId: number;
  userId: number;
  name: string;
  email: string;
  groupId: number;
  groupName: string;
  /** The group's IANA timezone: its days are the membership's days (due, overdue, renewed from). */
  timezone: string;
  roleName: string;
  roleRank: number;
  isLeadership: boolean;
  status: 'pending' | 'active' | 'lapsed' | 'removed';
  renewalDue: string | null;
}

const columns = {
  membershipId: memberships.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  groupId: groups.id,
  groupName: groups.name,
  timezone: groups.timezone,
  roleName: roles.name,
  roleRank: roles.rank,
  isLeadership: roles.isLeadership,
  status: memberships.status,
  renewalDue: memberships.renewalDue,
};

/**
 * Today in the timezone of the membership's group at `now`: renewal dates are days of the group,
 * not UTC days (a member in Auckland is due on Auckland's date). Reads `memberships` of the query.
 */
export function groupToday(now: Date): SQL {
  return sql`(select (${now.toISOString()}::timestamptz at time zone ${groups.timezone})::date
    from ${groups} where ${groups.id} = ${memberships.groupId})`;
}

/** The memberships of the filter, soonest due first (no date last), each group on its own day. */
export async function listRenewals(
  db: DbOrTx,
  filter: { status: RenewalsQuery['status']; groupId?: number; now: Date; dueSoonDays: number },
  page: { offset: number; limit: number },
): Promise<{ rows: RenewalRow[]; total: number }> {
  const today = groupToday(filter.now);
  const byStatus: Record<RenewalsQuery['status'], SQL | undefined> = {
    due: and(
      eq(memberships.status, 'active'),
      sql`${memberships.renewalDue} >= ${today}`,
      sql`${memberships.renewalDue} <= ${today} + ${filter.dueSoonDays}::integer`,
    ),
    overdue: and(
      inArray(memberships.status, ['active', 'lapsed']),
      lt(memberships.renewalDue, sql`${today}`),
    ),
    all: inArray(memberships.status, ['active', 'lapsed']),
  };
  const where = and(
    byStatus[filter.status],
    filter.groupId === undefined ? undefined : eq(memberships.groupId, filter.groupId),
  );
  const base = () =>
    db
      .select(columns)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .innerJoin(roles, eq(roles.id, memberships.roleId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(sql`${memberships.renewalDue} asc nulls last`, asc(users.name), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(memberships).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRenewal(db: DbOrTx, userId: number, lock = false): Promise<RenewalRow | null> {
  const query = db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(memberships.userId, userId));
  const [row] = lock ? await query.for('update', { of: memberships }) : await query;
  return row ?? null;
}

export async function setRenewal(
  tx: DbOrTx,
  membershipId: number,
  values: { renewalDue: string; status: 'active' },
): Promise<void> {
  await tx.update(memberships).set(values).where(eq(memberships.id, membershipId));
}

export interface ReminderCandidate {
  membershipId: number;
  userId: number;
  name: string;
  email: string;
  groupName: string;
  renewalDue: string;
  /** Today in the group's timezone (`YYYY-MM-DD`). */
  today: string;
}

/**
 * Active memberships of active accounts due between `fromDays` and `toDays` days (inclusive) after
 * today, today being the day of each group's timezone at `now`.
 */
export async function dueBetween(
  db: DbOrTx,
  now: Date,
  fromDays: number,
  toDays: number,
): Promise<ReminderCandidate[]> {
  const today = groupToday(now);
  const rows = await db
    .select({
      membershipId: memberships.id,
      userId: users.id,
      name: users.name,
      email: users.email,
      groupName: groups.name,
      renewalDue: memberships.renewalDue,
      today: sql<string>`to_char(${today}, 'YYYY-MM-DD')`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .where(
      and(
        eq(memberships.status, 'active'),
        eq(users.isActive, true),
        isNotNull(memberships.renewalDue),
        sql`${memberships.renewalDue} between ${today} + ${fromDays}::integer and ${today} + ${toDays}::integer`,
      ),
    );
  return rows.flatMap((r) => (r.renewalDue ? [{ ...r, renewalDue: r.renewalDue }] : []));
}

/** Claims a reminder: true once per membership, due date and kind, however many nodes ask. */
export async function claimReminder(
  tx: DbOrTx,
  membershipId: number,
  dueDate: string,
  kind: '30' | '7',
): Promise<boolean> {
  const rows = await tx
    .insert(renewalReminders)
    .values({ membershipId, dueDate, kind })
    .onConflictDoNothing()
    .returning({ id: renewalReminders.membershipId });
  return rows.length > 0;
}

/**
 * Lapses active memberships due `afterDays` or more days before today (the day of each group's
 * timezone at `now`); answers those this call lapsed, each with that day.
 */
export async function lapseOverdueMemberships(
  tx: DbOrTx,
  now: Date,
  afterDays: number,
): Promise<
  { membershipId: number; userId: number; groupId: number; renewalDue: string | null; today: string }[]
> {
  const today = groupToday(now);
  return tx
    .update(memberships)
    .set({ status: 'lapsed' })
    .where(
      and(
        eq(memberships.status, 'active'),
        lte(memberships.renewalDue, sql`${today} - ${afterDays}::integer`),
      ),
    )
    .returning({
      membershipId: memberships.id,
      userId: memberships.userId,
      groupId: memberships.groupId,
      renewalDue: memberships.renewalDue,
      today: sql<string>`to_char(${today}, 'YYYY-MM-DD')`,
    });
}
