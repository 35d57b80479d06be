import type { SessionUpdateReason } from '@app/shared/session-update';
import type { FastifyInstance } from 'fastify';

/**
 * After a committed change of what some users may do (the permission matrix, an approved or
 * rejected membership): forgets their cached principals on every node (or every cached principal,
 * for a matrix change), so the server enforces the new set on their next request whatever token
 * they send, then tells each of them live (`session_update` on `inbox:{userId}`) so their app
 * fetches a fresh token (POST /api/token/refresh) for its gates.
 * A failed publish is logged, never turned into a failed request: the change is already in force.
 */
export async function announcePermissionsChanged(
  app: FastifyInstance,
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
