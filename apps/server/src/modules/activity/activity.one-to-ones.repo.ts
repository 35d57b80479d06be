import { and, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

const giver = alias(users, 'giver');
const receiver = alias(users, 'receiver');

/**
 * The one-to-ones of a user (either side) scheduled in [from, to), oldest first: requested,
 * accepted and completed ones (declined and cancelled ones are left out), with both people's names.
 */
export async function selectOneToOnes(db: DbOrTx, userId: number, from: Date, to: Date) {
  return db
    .select({
      id: activities.id,
      status: activities.status,
      scheduledAt: activities.scheduledAt,
      location: activities.location,
      notes: activities.notes,
      giverId: activities.giverId,
      giverName: giver.name,
      receiverId: activities.receiverId,
      receiverName: receiver.name,
    })
    .from(activities)
    .innerJoin(giver, eq(giver.id, activities.giverId))
    .innerJoin(receiver, eq(receiver.id, activities.receiverId))
    .where(
      and(
        eq(activities.kind, 'one_to_one'),
        or(eq(activities.giverId, userId), eq(activities.receiverId, userId)),
        inArray(activities.status, ['requested', 'accepted', 'completed']),
        gte(activities.scheduledAt, from),
        lt(activities.scheduledAt, to),
      ),
    )
    .orderBy(activities.scheduledAt, activities.id);
}
