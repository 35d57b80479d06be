import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities, pendingSlips } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import type { ActivityRow } from './activity.repo';

const giver = alias(users, 'giver');
const receiver = alias(users, 'receiver');

type ApprovalActivityKind = 'referral' | 'closed_business';

const pendingOf = (kind: ApprovalActivityKind, groupId: number | null) =>
  and(
    eq(activities.kind, kind),
    eq(activities.status, 'pending'),
    groupId === null ? undefined : eq(activities.groupId, groupId),
  );

/** Pending slips of one kind in scope, oldest first (activities_group_kind_idx). */
export async function listPendingSlips(
  db: DbOrTx,
  kind: ApprovalActivityKind,
  groupId: number | null,
  take: number,
): Promise<ActivityRow[]> {
  return db
    .select({
      activity: activities,
      giver: { id: giver.id, name: giver.name, companyName: giver.companyName },
      receiver: { id: receiver.id, name: receiver.name, companyName: receiver.companyName },
    })
    .from(activities)
    .innerJoin(giver, eq(giver.id, activities.giverId))
    .leftJoin(receiver, eq(receiver.id, activities.receiverId))
    .where(pendingOf(kind, groupId))
    .orderBy(asc(activities.createdAt), asc(activities.id))
    .limit(take);
}

/**
 * How many slips of one kind wait in scope. A group counts its own through its index; the queue of
 * every group sums the counts the store keeps per group (`pending_slips`, migration 0017) instead of
 * counting every pending slip of the installation on every read.
 */
export async function countPendingSlips(
  db: DbOrTx,
  kind: ApprovalActivityKind,
  groupId: number | null,
): Promise<number> {
  if (groupId === null) {
    const [kept] = await db
      .select({ count: sql<number>`coalesce(sum(${pendingSlips.total}), 0)::int` })
      .from(pendingSlips)
      .where(eq(pendingSlips.kind, kind));
    return kept?.count ?? 0;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(activities)
    .where(pendingOf(kind, groupId));
  return row?.count ?? 0;
}
