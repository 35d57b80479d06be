import type { ProfileTestimonial } from '@app/shared/profile';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

/** At most this many on a profile (the newest). */
const SHOWN = 50;

/**
 * The testimonials a member received (slips of kind `testimonial`, docs/architecture.md 14.4), newest
 * first, shown on their profile to others.
 */
export async function listReceivedTestimonials(db: DbOrTx, userId: number): Promise<ProfileTestimonial[]> {
  const rows = await db
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
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    giverId: r.giverId,
    giverName: r.giverName,
    content: r.content ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}
