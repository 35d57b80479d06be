import type { ProfileTestimonial } from '@app/shared/profile';
import type { DbOrTx } from '../../db/client';
import { selectReceivedTestimonials } from './profile.testimonials.repo';

/** At most this many on a profile (the newest). */
const SHOWN = 50;

/**
 * The testimonials a member received (slips of kind `testimonial`, docs/architecture.md 14.4), newest
 * first, shown on their profile to others.
 */
export async function listReceivedTestimonials(db: DbOrTx, userId: number): Promise<ProfileTestimonial[]> {
  const rows = await selectReceivedTestimonials(db, userId, SHOWN);
  return rows.map((r) => ({
    id: r.id,
    giverId: r.giverId,
    giverName: r.giverName,
    content: r.content ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}
