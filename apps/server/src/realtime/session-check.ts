import { inboxSubscribeData, type SessionUpdateEvent } from '@app/shared/session-update';
import type { DbOrTx } from '../db/client';
import { findPrincipal } from '../modules/auth/auth.principal';

/** The permissions a subscribe to `inbox:{me}` says its client holds; null when it says nothing. */
export function claimedPermissions(data: unknown): string[] | null {
  const parsed = inboxSubscribeData.safeParse(data);
  return parsed.success ? parsed.data.permissions : null;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((p) => right.has(p));
}

/**
 * docs/architecture.md 15.7: a permission or role change reaches a live client even when it happened before
 * the client subscribed. Every subscribe of `inbox:{me}` (the first one after sign-in, and every
 * resubscribe) compares the permissions the client holds with the session's current ones (read from
 * the store, not the principal cache) and answers the same `session_update` the change published,
 * so the app refreshes its token. Nothing when they agree or the session is gone (its connection is
 * closed elsewhere). Decision 018.
 */
export async function sessionUpdateSince(
  db: DbOrTx,
  session: { userId: number; sessionId: number },
  claimed: readonly string[],
): Promise<SessionUpdateEvent | undefined> {
  const principal = await findPrincipal(db, session.sessionId, session.userId);
  if (!principal || sameSet(claimed, principal.permissions)) {
    return undefined;
  }
  return { action: 'session_update', payload: { reason: 'permissions_changed' } };
}
