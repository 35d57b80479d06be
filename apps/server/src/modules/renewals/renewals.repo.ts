import type { RenewalsQuery } from '@app/shared/renewals';
import { and, asc, count, eq, gte, inArray, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { renewalReminders } from '../../db/schema/jobs';
import { memberships } from '../../db/schema/memberships';
import { roles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { addDays } from '../reports/reports.period';

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
 * not UTC days (a member in Auckland is due on Auckland's date). Reads `groups` of the query, which
 * joins it on `memberships.group_id`.
 */
function groupToday(now: Date): SQL {
  return sql`(${now.toISOString()}::timestamptz at time zone ${groups.timezone})::date`;
}

/**
 * Bounds on `renewal_due` around the UTC date of `now` that hold every group's "today + from" to
 * "today + to" (either side open when not given). A timezone's date is never more than one day
 * from the UTC date (offsets run from -12 to +14 hours), so today + from >= UTC date - 1 + from
 * and today + to <= UTC date + 1 + to. A plain range on the column lets PostgreSQL read
 * memberships_renewal_due_idx instead of working out the group's day of every membership; the
 * exact test of each group's day still applies to the rows within (dueInGroupDays).
 */
function nearUtcDay(now: Date, days: { from?: number; to?: number }): { min?: string; max?: string } {
  const utcDay = now.toISOString().slice(0, 10);
  return {
    ...(days.from === undefined ? {} : { min: addDays(utcDay, days.from - 1) }),
    ...(days.to === undefined ? {} : { max: addDays(utcDay, days.to + 1) }),
  };
}

/**
 * Memberships due between `from` and `to` days (inclusive; either side open when not given) after
 * the day of their group's timezone at `now`: the range of nearUtcDay for the index, then the exact
 * day of each group. Reads `groups` of the query, joined on `memberships.group_id`.
 */
function dueInGroupDays(now: Date, days: { from?: number; to?: number }): SQL {
  const today = groupToday(now);
  const { min, max } = nearUtcDay(now, days);
  const conditions = [
    min === undefined ? undefined : gte(memberships.renewalDue, min),
    max === undefined ? undefined : lte(memberships.renewalDue, max),
    days.from === undefined ? undefined : sql`${memberships.renewalDue} >= ${today} + ${days.from}::integer`,
    days.to === undefined ? undefined : sql`${memberships.renewalDue} <= ${today} + ${days.to}::integer`,
  ];
  return and(...conditions) ?? sql`true`;
}

/** The memberships of the filter, soonest due first (no date last), each group on its own day. */
export async function listRenewals(
  db: DbOrTx,
  filter: { status: RenewalsQuery['status']; groupId?: number; now: Date; dueSoonDays: number },
  page: { offset: number; limit: number },
): Promise<{ rows: RenewalRow[]; total: number }> {
  const byStatus: Record<RenewalsQuery['status'], SQL | undefined> = {
    due: and(
      eq(memberships.status, 'active'),
      dueInGroupDays(filter.now, { from: 0, to: filter.dueSoonDays }),
    ),
    // Due before today: on yesterday or earlier.
    overdue: and(inArray(memberships.status, ['active', 'lapsed']), dueInGroupDays(filter.now, { to: -1 })),
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
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(groups, eq(groups.id, memberships.groupId))
      .where(where),
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

export type ReminderKind = '30' | '7';

/**
 * Active memberships of active accounts due between `from` and `to` days (inclusive) after today,
 * today being the day of each group's timezone at `now`, and not yet reminded of that due date
 * with this kind; by membership id (the order claimReminders takes them in).
 */
export async function dueBetween(
  db: DbOrTx,
  now: Date,
  window: { kind: ReminderKind; from: number; to: number },
): Promise<ReminderCandidate[]> {
  const today = groupToday(now);
  const reminded = db
    .select({ one: sql`1` })
    .from(renewalReminders)
    .where(
      and(
        eq(renewalReminders.membershipId, memberships.id),
        eq(renewalReminders.dueDate, memberships.renewalDue),
        eq(renewalReminders.kind, window.kind),
      ),
    );
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
        dueInGroupDays(now, { from: window.from, to: window.to }),
        notExists(reminded),
      ),
    )
    .orderBy(asc(memberships.id));
  return rows.flatMap((r) => (r.renewalDue ? [{ ...r, renewalDue: r.renewalDue }] : []));
}

/**
 * Claims reminders of one kind in one statement: answers those claimed by this call, each once per
 * membership, due date and kind however many nodes ask (the primary key of renewal_reminders and
 * ON CONFLICT DO NOTHING). A node claiming a row another node's open transaction holds waits for
 * that transaction; the claims go in membership id order, so two nodes' batches never wait on each
 * other in a circle (a deadlock).
 */
export async function claimReminders(
  tx: DbOrTx,
  kind: ReminderKind,
  claims: readonly { membershipId: number; dueDate: string }[],
): Promise<{ membershipId: number; dueDate: string }[]> {
  if (claims.length === 0) {
    return [];
  }
  const ordered = [...claims].sort(
    (a, b) => a.membershipId - b.membershipId || a.dueDate.localeCompare(b.dueDate),
  );
  return tx
    .insert(renewalReminders)
    .values(ordered.map((c) => ({ membershipId: c.membershipId, dueDate: c.dueDate, kind })))
    .onConflictDoNothing()
    .returning({ membershipId: renewalReminders.membershipId, dueDate: renewalReminders.dueDate });
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
  return tx
    .update(memberships)
    .set({ status: 'lapsed' })
    .from(groups)
    .where(
      and(
        eq(groups.id, memberships.groupId),
        eq(memberships.status, 'active'),
        dueInGroupDays(now, { to: -afterDays }),
      ),
    )
    .returning({
      membershipId: memberships.id,
      userId: memberships.userId,
      groupId: memberships.groupId,
      renewalDue: memberships.renewalDue,
      today: sql<string>`to_char(${groupToday(now)}, 'YYYY-MM-DD')`,
    });
}
