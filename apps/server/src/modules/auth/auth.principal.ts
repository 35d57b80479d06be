import type { DbOrTx } from '../../db/client';
import { touchSession as touchSessionRow } from './auth.sessions.repo';
import { selectPrincipal } from './principal.repo';

// The auth module's public file for the auth plugin and realtime: who is behind a session, and
// that the session was just used.

export interface PrincipalRow {
  userId: number;
  isAdmin: boolean;
  isActive: boolean;
  mustChangePassword: boolean;
  sessionEndedAt: Date | null;
  sessionExpiresAt: Date;
  sessionLastSeenAt: Date;
  groupId: number | null;
  membershipStatus: 'pending' | 'active' | 'lapsed' | 'removed' | null;
  roleName: string | null;
  isLeadership: boolean;
  permissions: string[];
}

/**
 * The signed-in person behind a session, with the effective permissions of their role:
 * an active membership has its role's permissions, a pending or lapsed one the Visitor set,
 * none or a removed one nothing. Administrators hold every permission; anyone else never holds the
 * installation-wide ones (docs/architecture.md 11), whatever their role says.
 */
export function findPrincipal(db: DbOrTx, sessionId: number, userId: number): Promise<PrincipalRow | null> {
  return selectPrincipal(db, sessionId, userId);
}

/**
 * Records that the session was just used (written at most once a minute: auth.sessions.repo.ts).
 */
export function touchSession(db: DbOrTx, sessionId: number): Promise<void> {
  return touchSessionRow(db, sessionId);
}
