import type { UnreadCountsResponse } from '@app/shared/activities';
import type { DbOrTx } from '../../db/client';

/**
 * Unread activity of one member, per side. Activity records (referrals, closed business,
 * one-to-ones, testimonials, training credits) arrive with the activity issue; until that table
 * exists nobody has unread activity.
 */
export async function countUnread(db: DbOrTx, userId: number): Promise<UnreadCountsResponse> {
  void db;
  void userId;
  return { givenCount: 0, receivedCount: 0 };
}
