import type { SessionUpdateReason } from '@app/shared/session-update';
import type { Deps } from '../../plugins/deps';
import { mayFollowGroupChannel } from '../../realtime/channel-rules';
import { findGroupFollowers } from '../../realtime/realtime.repo';
import { groupChannels } from '../members/membership-end';

/**
 * After a committed change of what some users may do (the permission matrix, an approved or
 * rejected membership, a lapse, a new role): forgets their cached principals on every node (or
 * every cached principal, for a matrix change), so the server enforces the new set on their next
 * request whatever token they send; ends their subscriptions to the group channels they may no
 * longer follow (endLostGroupAccess); then tells each of them live (`session_update` on
 * `inbox:{userId}`) so their app fetches a fresh token (POST /api/token/refresh) for its gates.
 * A failed publish is logged, never turned into a failed request: the change is already in force.
 */
export async function announcePermissionsChanged(
  app: Deps<'store' | 'realtime' | 'log' | 'invalidateAuth'>,
  userIds: readonly number[],
  reason: SessionUpdateReason,
  forget: 'these-users' | 'everyone' = 'these-users',
): Promise<void> {
  const unique = [...new Set(userIds)];
  if (forget === 'everyone') {
    // One message instead of one per holder: a role may have thousands of holders on every node.
    app.invalidateAuth({ all: true });
  } else {
    for (const userId of unique) {
      app.invalidateAuth({ userId });
    }
  }
  await endLostGroupAccess(app, unique).catch((err: unknown) =>
    app.log.warn({ err }, 'ending lost group access failed'),
  );
  const results = await Promise.allSettled(
    unique.map((userId) =>
      app.realtime.publishToUser(userId, { action: 'session_update', payload: { reason } }),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      app.log.warn({ err: result.reason }, 'session_update publish failed');
    }
  }
}

/**
 * docs/architecture.md 15.7, leaving ends access at once: each user is unsubscribed, on every node, from
 * each channel of their group (`news:{id}`, `meetings:{id}`, `group-activity:{id}`) that the
 * channel rules no longer let them follow (membership rejected, removed or lapsed, account
 * deactivated, a role without the channel's permission). Call it after the change has committed;
 * channels still allowed are left alone. Failures are logged: the reads are already refused.
 */
export async function endLostGroupAccess(
  app: Deps<'store' | 'realtime' | 'log'>,
  userIds: readonly number[],
): Promise<void> {
  const followers = await findGroupFollowers(app.store.db, userIds);
  const lost = followers.flatMap((follower) =>
    follower.groupId === null
      ? []
      : groupChannels(follower.groupId)
          .filter((channel) => !mayFollowGroupChannel(follower, channel))
          .map((channel) => ({ userId: follower.userId, channel })),
  );
  const results = await Promise.allSettled(
    lost.map(({ userId, channel }) => app.realtime.unsubscribeUser(userId, channel)),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      app.log.warn({ err: result.reason }, 'group channel unsubscribe failed');
    }
  }
}
