import { and, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { groups } from '../../db/schema/groups';
import { memberships } from '../../db/schema/memberships';
import { users } from '../../db/schema/users';

/** SQL of the slips: reads with both people joined in, inserts, conditional status moves. */

export type ActivityRecord = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;

export interface PersonRef {
  id: number;
  name: string;
  companyName: string | null;
}

export interface ActivityRow {
  activity: ActivityRecord;
  giver: PersonRef;
  receiver: PersonRef | null;
}

const giver = alias(users, 'giver');
const receiver = alias(users, 'receiver');

const rowColumns = {
  activity: activities,
  giver: { id: giver.id, name: giver.name, companyName: giver.companyName },
  receiver: { id: receiver.id, name: receiver.name, companyName: receiver.companyName },
};

function joined(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(activities)
    .innerJoin(giver, eq(giver.id, activities.giverId))
    .leftJoin(receiver, eq(receiver.id, activities.receiverId));
}

export async function findActivityRow(db: DbOrTx, id: number): Promise<ActivityRow | null> {
  const [row] = await joined(db).where(eq(activities.id, id)).limit(1);
  return row ?? null;
}

/** What the filters of both lists share (`to` already exclusive). */
export interface ActivityFilter {
  /** Both sides when `direction` is left out; ignored when userId is null (the group's list). */
  userId: number | null;
  direction?: 'given' | 'received' | undefined;
  groupId?: number | undefined;
  memberId?: number | undefined;
  kind?: ActivityRecord['kind'] | undefined;
  status?: string | undefined;
  from?: Date | undefined;
  toExclusive?: Date | undefined;
  toInclusive?: Date | undefined;
}

function whereOf(filter: ActivityFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.userId !== null) {
    const me = filter.userId;
    parts.push(
      filter.direction === 'given'
        ? eq(activities.giverId, me)
        : filter.direction === 'received'
          ? eq(activities.receiverId, me)
          : or(eq(activities.giverId, me), eq(activities.receiverId, me)),
    );
  }
  if (filter.groupId !== undefined) {
    parts.push(eq(activities.groupId, filter.groupId));
  }
  if (filter.memberId !== undefined) {
    parts.push(or(eq(activities.giverId, filter.memberId), eq(activities.receiverId, filter.memberId)));
  }
  if (filter.kind) {
    parts.push(eq(activities.kind, filter.kind));
  }
  if (filter.status) {
    parts.push(eq(activities.status, filter.status));
  }
  if (filter.from) {
    parts.push(gte(activities.createdAt, filter.from));
  }
  if (filter.toExclusive) {
    parts.push(lt(activities.createdAt, filter.toExclusive));
  }
  if (filter.toInclusive) {
    parts.push(lte(activities.createdAt, filter.toInclusive));
  }
  return and(...parts);
}

/** One page, newest first. */
export async function listActivityRows(
  db: DbOrTx,
  filter: ActivityFilter,
  page: { offset: number; limit: number },
): Promise<ActivityRow[]> {
  return joined(db)
    .where(whereOf(filter))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * How many slips the filter holds and their closed business sum in `currency` (a decimal string),
 * and the sums in every other currency (by code).
 */
export async function totalsOf(
  db: DbOrTx,
  filter: ActivityFilter,
  currency: string,
): Promise<{ count: number; amount: string; otherCurrencies: { currency: string; amount: string }[] }> {
  const where = whereOf(filter);
  const [[row], others] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${activities.amount}) filter (where ${activities.kind} = 'closed_business' and ${activities.currency} = ${currency}), 0)::numeric(16, 2)::text`,
      })
      .from(activities)
      .where(where),
    otherCurrencySums(db, and(where, eq(activities.kind, 'closed_business')), currency),
  ]);
  return { count: row?.count ?? 0, amount: row?.amount ?? '0.00', otherCurrencies: others };
}

/** The closed business amounts of the slips `where` selects in currencies other than `currency`. */
async function otherCurrencySums(
  db: DbOrTx,
  where: SQL | undefined,
  currency: string,
): Promise<{ currency: string; amount: string }[]> {
  const rows = await db
    .select({
      currency: sql<string>`${activities.currency}`,
      amount: sql<string>`sum(${activities.amount})::numeric(16, 2)::text`,
    })
    .from(activities)
    .where(and(where, sql`${activities.currency} <> ${currency}`))
    .groupBy(activities.currency)
    .orderBy(activities.currency);
  return rows;
}

export async function insertActivity(db: DbOrTx, values: NewActivity): Promise<ActivityRecord> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) {
    throw new Error('activity not inserted');
  }
  return row;
}

/**
 * Moves a slip from one status to another only if it still has the first: under concurrent
 * decisions exactly one UPDATE finds the row in `from` (the others, after the winner committed,
 * re-check the condition and find nothing). Null when the slip was not in `from` any more.
 */
export async function moveStatus(
  db: DbOrTx,
  id: number,
  from: readonly string[],
  set: Partial<NewActivity> & { status: string },
): Promise<ActivityRecord | null> {
  const [row] = await db
    .update(activities)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(activities.id, id), inArray(activities.status, [...from])))
    .returning();
  return row ?? null;
}

/** A member the caller may give a slip to: their account and membership (null: no such user). */
export interface ReceiverState {
  id: number;
  name: string;
  isActive: boolean;
  groupId: number | null;
  membershipStatus: string | null;
}

export async function findReceiver(db: DbOrTx, userId: number): Promise<ReceiverState | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      isActive: users.isActive,
      groupId: memberships.groupId,
      membershipStatus: memberships.status,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function groupCurrency(db: DbOrTx, groupId: number | null): Promise<string> {
  if (groupId === null) {
    return 'EUR';
  }
  const [row] = await db.select({ currency: groups.currency }).from(groups).where(eq(groups.id, groupId));
  return row?.currency ?? 'EUR';
}

export async function findActivityRecord(db: DbOrTx, id: number): Promise<ActivityRecord | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row ?? null;
}

/** Unread slips of one member per side (the partial unread indexes answer both). */
export async function countUnreadRows(
  db: DbOrTx,
  userId: number,
): Promise<{ givenCount: number; receivedCount: number }> {
  const [row] = await db
    .select({
      givenCount: sql<number>`(select count(*)::int from ${activities} where ${activities.giverId} = ${userId} and ${activities.giverReadAt} is null)`,
      receivedCount: sql<number>`(select count(*)::int from ${activities} where ${activities.receiverId} = ${userId} and ${activities.receiverReadAt} is null)`,
    })
    .from(sql`(select 1) as one`);
  return { givenCount: row?.givenCount ?? 0, receivedCount: row?.receivedCount ?? 0 };
}

/** Marks my side of the slips read (all of the side, or the given ids); answers how many changed. */
export async function markSideRead(
  db: DbOrTx,
  userId: number,
  side: 'given' | 'received',
  ids: number[] | undefined,
  at: Date,
): Promise<number> {
  const mine = side === 'given' ? eq(activities.giverId, userId) : eq(activities.receiverId, userId);
  const unread = side === 'given' ? isNull(activities.giverReadAt) : isNull(activities.receiverReadAt);
  const set = side === 'given' ? { giverReadAt: at } : { receiverReadAt: at };
  const rows = await db
    .update(activities)
    .set(set)
    .where(and(mine, unread, ids ? inArray(activities.id, ids) : undefined))
    .returning({ id: activities.id });
  return rows.length;
}
