import type { ActivityEvent } from '@app/shared/realtime';
import type { Deps } from '../../plugins/deps';
import { countUnreadRows } from './activity.repo';

/**
 * Realtime of docs/architecture.md 7 and 12 on activity-given:{id} / activity-received:{id}.
 * Called after the change committed; a failed publish is logged, never a failed request (the
 * change is stored and clients catch up from the API).
 */
type Target = { userId: number; side: 'given' | 'received'; event: ActivityEvent };

export async function publishActivityEvents(app: Deps<'realtime' | 'log'>, targets: Target[]): Promise<void> {
  const results = await Promise.allSettled(
    targets.map((t) => app.realtime.publishActivity(t.userId, t.side, t.event)),
  );
  for (const r of results) {
    if (r.status === 'rejected') {
      app.log.warn({ err: r.reason }, 'activity realtime publish failed');
    }
  }
}

/**
 * `read_status_update` with each user's fresh counts, on both of their channels (the badge of
 * either tab listens to either; the event is idempotent).
 */
export async function publishCounts(
  app: Deps<'store' | 'realtime' | 'log'>,
  userIds: (number | null)[],
): Promise<void> {
  const unique = [...new Set(userIds.filter((id): id is number => id !== null))];
  const targets: Target[] = [];
  for (const userId of unique) {
    const counts = await countUnreadRows(app.store.db, userId);
    const event: ActivityEvent = { type: 'read_status_update', ...counts };
    targets.push({ userId, side: 'given', event }, { userId, side: 'received', event });
  }
  await publishActivityEvents(app, targets);
}

/** Tells the group's figures (the dashboard) that a slip of `kind` was written or decided. */
export async function publishGroupActivity(
  app: Deps<'realtime' | 'log'>,
  groupId: number,
  kind: string,
): Promise<void> {
  try {
    await app.realtime.publishGroupActivity(groupId, { type: 'group_activity', kind });
  } catch (err) {
    app.log.warn({ err, groupId }, 'group activity not published');
  }
}
