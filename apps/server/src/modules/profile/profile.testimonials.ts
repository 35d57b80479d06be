import type { ProfileTestimonial } from '@app/shared/profile';
import type { DbOrTx } from '../../db/client';

/**
 * The testimonials a member received, newest first, shown on their profile to others. Activities
 * (ARCHITECTURE 14.4) do not exist yet: the activity area fills this in with the approved
 * testimonials; until then there are none.
 */
export async function listReceivedTestimonials(db: DbOrTx, userId: number): Promise<ProfileTestimonial[]> {
  void db;
  void userId;
  return [];
}
