import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

/** The newest `limit` recorded testimonials the user received, with their givers' names. */
export async function selectReceivedTestimonials(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: activities.id,
      giverId: activities.giverId,
      giverName: users.name,
      content: activities.content,
      createdAt: activities.createdAt,
    })
    .from(activities)
    .innerJoin(users, eq(users.id, activities.giverId))
    .where(
      and(
        eq(activities.receiverId, userId),
        eq(activities.kind, 'testimonial'),
        eq(activities.status, 'recorded'),
      ),
    )
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
