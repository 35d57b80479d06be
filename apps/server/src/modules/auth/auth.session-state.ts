import type { PrincipalRow } from './auth.principal';

/** A session nobody used for this long has ended (issue 9). */
export const SESSION_IDLE_LIMIT_MS = 14 * 24 * 60 * 60_000;

/** `sessions.last_seen_at` is written at most this often per session. */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export type SessionRefusal = 'ended' | 'idle' | 'inactive';

/**
 * Why a session's token no longer counts, or null when it does: ended (signed out, reset,
 * deactivated) or past its expiry, unused for SESSION_IDLE_LIMIT_MS, or an inactive account.
 * `lastUsedAt` is the newest use known (this node may have seen one the row does not show yet).
 */
export function sessionRefusal(
  row: Pick<PrincipalRow, 'sessionEndedAt' | 'sessionExpiresAt' | 'sessionLastSeenAt' | 'isActive'>,
  now: number,
  lastUsedAt: number = row.sessionLastSeenAt.getTime(),
): SessionRefusal | null {
  if (row.sessionEndedAt || row.sessionExpiresAt.getTime() <= now) {
    return 'ended';
  }
  if (now - Math.max(lastUsedAt, row.sessionLastSeenAt.getTime()) > SESSION_IDLE_LIMIT_MS) {
    return 'idle';
  }
  return row.isActive ? null : 'inactive';
}
