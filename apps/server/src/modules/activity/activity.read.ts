import type { MarkReadBody, UnreadCountsResponse } from '@app/shared/activities';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { publishCounts } from './activity.publish';
import { countUnreadRows, markSideRead } from './activity.repo';

/** Unread slips of one member, per side (docs/architecture.md 16.7: the Given/Received badges). */
export function countUnread(db: DbOrTx, userId: number): Promise<UnreadCountsResponse> {
  return countUnreadRows(db, userId);
}

/**
 * POST /api/activities/read: my side of the given slips (or of every slip of the direction) read;
 * answers the fresh counts and publishes them as `read_status_update`.
 */
export async function markRead(
  app: Deps<'store' | 'realtime' | 'log'>,
  userId: number,
  body: MarkReadBody,
): Promise<UnreadCountsResponse> {
  if (!body.ids || body.ids.length > 0) {
    await markSideRead(app.store.db, userId, body.direction, body.ids, new Date());
  }
  const counts = await countUnreadRows(app.store.db, userId);
  await publishCounts(app, [userId]);
  return counts;
}
